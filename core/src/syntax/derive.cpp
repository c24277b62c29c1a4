// All the facts racer_freeze derives from the IR (derive.hpp).
#include "syntax/derive.hpp"

namespace racer::syntax {

Derived derive(const facts::FactStore& f) {
  return {derive_branches(f), derive_flag_raises(f), derive_never_addressed(f)};
}

}  // namespace racer::syntax

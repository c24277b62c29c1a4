// The one exception type of the core: a racer_status plus a message.
//
// Code below the API throws racer::Error to report a user-visible failure
// (bad id, wrong phase, parse error...); api/api_guard.hpp is the only place
// that catches it and turns it into a status and racer_last_error text.
#pragma once

#include <stdexcept>
#include <string>

#include "racer/racer.h"

namespace racer {

class Error : public std::runtime_error {
 public:
  Error(racer_status status, const std::string& message)
      : std::runtime_error(message), status_(status) {}

  racer_status status() const noexcept { return status_; }

 private:
  racer_status status_;
};

}  // namespace racer

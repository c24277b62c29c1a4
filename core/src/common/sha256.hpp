// SHA-256 (FIPS 180-4) of a byte string, as lowercase hex.
//
// The SV-COMP witness records the program's hash (`programhash`); a digest
// of one file at the end of a run does not justify a crypto dependency.
#pragma once

#include <string>
#include <string_view>

namespace racer {

// The 64 hex digits of the SHA-256 digest of `bytes`.
std::string sha256_hex(std::string_view bytes);

}  // namespace racer

// The Catch2 runner of the unit tests (all test cases live in test_*.cpp).
#define CATCH_CONFIG_MAIN
#include <catch2/catch.hpp>

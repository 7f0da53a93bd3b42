// Sets (or unsets) an environment variable for one scope and puts back
// what was there when the scope ends, passed or failed (REQUIRE unwinds
// through destructors), so one test never changes another's environment.
#pragma once

#include <cstdlib>
#include <optional>
#include <string>

namespace wumpus::testing {

class ScopedEnv {
 public:
  // `value` nothing: unset for the scope.
  ScopedEnv(std::string name, const std::optional<std::string>& value)
      : name_(std::move(name)) {
    if (const char* old = std::getenv(name_.c_str())) before_ = old;
    if (value)
      ::setenv(name_.c_str(), value->c_str(), 1);
    else
      ::unsetenv(name_.c_str());
  }
  ~ScopedEnv() {
    if (before_)
      ::setenv(name_.c_str(), before_->c_str(), 1);
    else
      ::unsetenv(name_.c_str());
  }
  ScopedEnv(const ScopedEnv&) = delete;
  ScopedEnv& operator=(const ScopedEnv&) = delete;

 private:
  std::string name_;
  std::optional<std::string> before_;
};

}  // namespace wumpus::testing

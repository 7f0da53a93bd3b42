#include "base/ascii.hpp"

#include <algorithm>

namespace wumpus::base {
namespace {

char lower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

}  // namespace

std::string ascii_lower(std::string text) {
  std::transform(text.begin(), text.end(), text.begin(), lower);
  return text;
}

bool ascii_iequal(std::string_view a, std::string_view b) {
  return a.size() == b.size() &&
         std::equal(a.begin(), a.end(), b.begin(),
                    [](char x, char y) { return lower(x) == lower(y); });
}

}  // namespace wumpus::base

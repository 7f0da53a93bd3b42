// mod.conf files (script/mod_list.hpp): every mod folder may carry one.
#include "script/mod_list.hpp"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data,
                                      std::size_t size) {
  wumpus::script::ModInfo mod;
  std::vector<std::string> warnings;
  std::string error;
  wumpus::script::parse_mod_conf(
      std::string_view(reinterpret_cast<const char*>(data), size), "fuzz", &mod,
      &warnings, &error);
  return 0;
}

#include "app/shape_options.hpp"

#include "base/printable.hpp"
#include "paths/data_dir.hpp"

#include <fmt/core.h>
#include <CLI/CLI.hpp>

#include <charconv>
#include <filesystem>

namespace wumpus::app {
namespace {

// CLI::Range would say "not in range 0.000000 to 1.000000".
CLI::Validator fraction() {
  return CLI::Validator(
      [](std::string& text) {
        double value = -1;
        if (CLI::detail::lexical_cast(text, value) && value >= 0 && value <= 1)
          return std::string();
        return fmt::format("must be from 0 to 1 (got '{}')",
                           base::printable(text));
      },
      "FLOAT in [0 - 1]");
}

}  // namespace

void add_shape_options(CLI::App& command, ShapeOptions& shape) {
  command.add_option("-a,--algorithm", shape.algorithm,
                     "carving algorithm (wumpus maze --list)");
  command.add_option("-W,--width", shape.width, "rooms across");
  command.add_option("-H,--height", shape.height, "rooms down");
  command.add_option("-L,--levels", shape.levels,
                     "stacked levels, joined up and down");
  command.add_option(
      "--mask", shape.mask,
      "a mask file shaping the cave (a bare name: data/masks/NAME)");
  command.add_option("--graph", shape.graph,
                     "a room graph file (a bare name: data/maps/NAME)");
  command
      .add_option("--braid", shape.braid,
                  "fraction of dead ends opened, 0 to 1")
      ->check(fraction());
}

CLI::Option* add_seed_option(CLI::App& command, ShapeOptions& shape) {
  return command.add_option("-s,--seed", shape.seed,
                            "the seed of the cave and of every chance");
}

std::string find_data_file(const std::string& path, const std::string& folder) {
  std::error_code ignored;
  if (path.empty() || path.find('/') != std::string::npos ||
      std::filesystem::exists(path, ignored))
    return path;
  const std::string shipped = paths::data_path(folder + "/" + path);
  return std::filesystem::exists(shipped, ignored) ? shipped : path;
}

std::optional<std::uint64_t> parse_seed(const std::string& text,
                                        std::string* error) {
  std::uint64_t seed = 0;
  const char* end = text.data() + text.size();
  const auto [stop, status] = std::from_chars(text.data(), end, seed);
  if (status != std::errc{} || stop != end || text.empty()) {
    *error =
        fmt::format("--seed must be a whole number from 0 to {} (got '{}')",
                    UINT64_MAX, base::printable(text));
    return std::nullopt;
  }
  return seed;
}

}  // namespace wumpus::app

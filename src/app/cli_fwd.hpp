// Names CLI11's types for the subcommands' headers without the whole
// library: only the .cpp files that build an app include <CLI/CLI.hpp>.
#pragma once

namespace CLI {
class App;
class Option;
}  // namespace CLI

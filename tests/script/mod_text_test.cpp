// Text a mod emits is printable wherever it goes: ESC, CR and LF in a
// message, a percept, game.log or an error reach no screen, stdout,
// stderr or mods.log raw, so no mod can forge a line there.
#include "mod_fixture.hpp"
#include "temp_dir.hpp"

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;

namespace {

// What a hostile mod writes: a screen clear, a carriage return and a
// line of its own that claims to be another mod's error.
constexpr const char* kForgery =
    "'\\27[2J\\rok\\nrule error: canary.lua:1: FORGED\\27]0;title\\7'";

bool has_control(const std::string& text, bool lines_allowed = false) {
  for (const char c : text) {
    const auto byte = static_cast<unsigned char>(c);
    if (byte == '\t' || (lines_allowed && byte == '\n')) continue;
    if (byte < 0x20 || byte == 0x7f) return true;
  }
  return false;
}

// Whether some line of `text` starts with what the forgery wrote.
bool forged_line(const std::string& text) {
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);)
    if (line.rfind("rule error: canary.lua", 0) == 0) return true;
  return false;
}

struct Route {
  const char* name;
  std::string mod;
};

}  // namespace

TEST_CASE("text: controls in every route a mod's text takes are made printable",
          "[script][mods][text]") {
  const std::string forgery = kForgery;
  const std::vector<Route> routes = {
      {"game.message",
       "game.register('evil', { on_turn = function(p)\n"
       "  game.message(p, 'info', " +
           forgery +
           ")\n"
           "  game.message_all('info', " +
           forgery + ")\nend })\n"},
      {"percept",
       "game.register('evil', { percepts = function(p, room)\n"
       "  return 'noise', " +
           forgery + "\nend })\n"},
      {"game.log",
       "game.register('evil', { on_turn = function(p)\n"
       "  game.log(" +
           forgery + ")\n  print('x', " + forgery + ")\nend })\n"},
      {"error",
       "game.register('evil', { on_turn = function(p)\n"
       "  error(" +
           forgery + ")\nend })\n"},
      {"error object",
       "game.register('evil', { on_turn = function(p)\n"
       "  error(" +
           forgery + ", 0)\nend })\n"},
      {"traceback",
       "local t = {}\n"
       "t['\\nrule error: canary.lua:1: FORGED'] = function() error('x') end\n"
       "game.register('evil', { on_turn = function(p)\n"
       "  t['\\nrule error: canary.lua:1: FORGED']()\nend })\n"},
      {"loaded chunk name",
       "game.register('evil', { on_turn = function(p)\n"
       "  load('error(1)', " +
           forgery + ")()\nend })\n"},
  };
  for (const Route& route : routes) {
    INFO(route.name);
    TempMods mods;
    mods.add("evil.lua", route.mod);
    auto rules = rules_of(mods);
    const wumpus::testing::TempDir dir("mods-text");
    std::string error;
    REQUIRE(rules->set_log_file(dir.file("mods.log"), &error));
    std::vector<game::RuleError> reported;
    rules->set_error_sink(
        [&](const game::RuleError& failure) { reported.push_back(failure); });
    Scene scene(open_cave(4), rules);
    scene.run("wait");
    scene.run("east");
    bool any = false;
    for (const auto& message : scene.view().messages) {
      CHECK_FALSE(has_control(message.text));
      CHECK_FALSE(has_control(message.kind));
      any = any || message.text.find("FORGED") != std::string::npos;
    }
    CHECK(any);  // the text arrived, made harmless
    for (const auto& failure : reported) {
      CHECK_FALSE(has_control(failure.describe()));
      CHECK_FALSE(has_control(failure.traceback, true));
    }
    const std::string log = wumpus::testing::read_text(dir.file("mods.log"));
    CHECK_FALSE(has_control(log, true));
    CHECK_FALSE(forged_line(log));
  }
}

TEST_CASE("text: a glyph may be a space, never a control or a mark",
          "[script][mods][text]") {
  const auto registers = [](const std::string& glyph) {
    TempMods mods;
    mods.add("looks.lua",
             "game.register('looks', { glyph = '" + glyph + "' })\n");
    std::string error;
    return try_rules(mods, &error) != nullptr;
  };
  CHECK(registers(" "));
  CHECK(registers("\\u{2588}"));
  for (const char* glyph : {"\\27", "\\u{202E}", "\\u{200B}", "e\\u{301}",
                            "\\u{301}", "\\u{5B57}", ""})
    CHECK_FALSE(registers(glyph));
}

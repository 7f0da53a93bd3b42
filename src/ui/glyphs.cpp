#include "ui/glyphs.hpp"

namespace wumpus::ui {

namespace {

// The first character of UTF-8 text (U'?' when it is malformed).
char32_t first_character(const std::string& text) {
  const auto byte = [&](std::size_t i) {
    return i < text.size() ? static_cast<unsigned char>(text[i]) : 0u;
  };
  const unsigned lead = byte(0);
  if (lead < 0x80) return lead;
  const int extra = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : lead >= 0xc0 ? 1 : -1;
  if (extra < 0) return U'?';
  char32_t c = lead & (0x3f >> extra);
  for (int i = 1; i <= extra; ++i) {
    if ((byte(i) & 0xc0) != 0x80) return U'?';
    c = (c << 6) | (byte(i) & 0x3f);
  }
  return c;
}

// A mod's colour name as the closest style the terminal already draws.
Style colour_style(const std::string& colour) {
  static constexpr std::pair<const char*, Style> kColours[] = {
      {"red", Style::Danger},       {"yellow", Style::Gold},
      {"cyan", Style::Item},        {"green", Style::Stench},
      {"magenta", Style::Flapping}, {"blue", Style::Path},
      {"white", Style::Wall}};
  for (const auto& [name, style] : kColours)
    if (colour == name) return style;
  return Style::Item;
}

}  // namespace

Mark thing_mark(const std::vector<std::string>& things,
                const std::map<std::string, game::KindLook>& looks) {
  static constexpr struct {
    const char* kind;
    Mark mark;
  } kKnown[] = {{"wumpus", {U'W', Style::Danger}},
                {"pit", {U'O', Style::Danger}},
                {"bats", {U'B', Style::Danger}},
                {"gold", {U'$', Style::Gold}}};
  for (const auto& known : kKnown)
    for (const std::string& thing : things)
      if (thing == known.kind) return known.mark;
  for (const std::string& thing : things)
    if (const auto look = looks.find(thing);
        look != looks.end() && !look->second.glyph.empty())
      return {first_character(look->second.glyph),
              colour_style(look->second.colour)};
  for (const std::string& thing : things) {
    const std::string name = thing.substr(thing.find(':') + 1);
    if (!name.empty()) return {static_cast<char32_t>(name[0]), Style::Item};
  }
  return {};
}

}  // namespace wumpus::ui

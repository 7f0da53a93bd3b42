// The characters the map is drawn with: Unicode box drawing when the
// locale is UTF-8, plain ASCII otherwise. The help screen's legend and the
// map view both read them from here.
#pragma once

#include "game_api/player_view.hpp"
#include "ui/terminal/char_grid.hpp"

#include <map>
#include <string>
#include <vector>

namespace wumpus::ui {

struct Glyphs {
  // Wall corners by which arms meet there: 1 north, 2 east, 4 south, 8 west.
  char32_t corners[16];
  char32_t horizontal;
  char32_t vertical;
  char32_t facing[4];  // north, east, south, west
  // Northeast, southeast, southwest, northwest (hexagons, octagons,
  // zeta mazes); ASCII has no arrows for them: the player is an @.
  char32_t diagonal_facing[4];
  // A diagonal passage between rooms of a tiled cave (maze/compass.hpp):
  // going down to the right, and down to the left; where a wrapped side
  // joins the opposite one: a column, and a row.
  char32_t falling, rising, seam, seam_across;
  char32_t floor;  // a room the player stood in
  char32_t path;   // the --show-path cheat
  char32_t shade;  // fills a room known to be dark
  // Stairs up, down, both. ASCII spells them as `wumpus maze` does, since
  // its < and > are the player facing west and east.
  char32_t stairs[3];
  char32_t flight;  // an arrow's path
  char32_t cursor;  // the travel cursor over a room with nothing drawn
};

inline constexpr Glyphs kUnicodeGlyphs = {
    {U' ', U'╵', U'╶', U'└', U'╷', U'│', U'┌', U'├', U'╴', U'┘', U'─', U'┴',
     U'┐', U'┤', U'┬', U'┼'},
    U'─',
    U'│',
    {U'↑', U'→', U'↓', U'←'},
    {U'↗', U'↘', U'↙', U'↖'},
    U'\\',
    U'/',
    U'┆',
    U'┄',
    U'·',
    U'•',
    U'░',
    {U'<', U'>', U'≷'},
    U'*',
    U'+'};

inline constexpr Glyphs kAsciiGlyphs = {
    {U' ', U'+', U'+', U'+', U'+', U'+', U'+', U'+', U'+', U'+', U'+', U'+',
     U'+', U'+', U'+', U'+'},
    U'-',
    U'|',
    {U'^', U'>', U'v', U'<'},
    {U'@', U'@', U'@', U'@'},
    U'\\',
    U'/',
    U':',
    U'=',
    U'.',
    U'*',
    U':',
    {U'u', U'd', U'x'},
    U'*',
    U'+'};

struct Mark {
  char32_t glyph = U' ';
  Style style = Style::Blank;
};

// Marks for a room's side cells, drawn where nothing else is.
struct AsideMarks {
  Mark left, right;
};

inline constexpr Mark kBreeze{U'~', Style::Breeze};
inline constexpr Mark kStench{U'%', Style::Stench};
inline constexpr Mark kFlapping{U'w', Style::Flapping};
inline constexpr Mark kExit{U'E', Style::Exit};
inline constexpr Mark kOther{U'@', Style::Other};

// What a room's centre shows for the things seen there: the most
// dangerous first (wumpus, pit, bats), then gold, then a dead Wumpus,
// then a kind with a glyph of its own (mods' looks, coloured as they
// ask), then any item by its initial (a mod's "ghosts:ghost" by the g of
// ghost).
Mark thing_mark(const std::vector<std::string>& things,
                const std::map<std::string, game_api::KindLook>& looks = {});

// How a mod's percept ("silk") is drawn: as the kind that declared it
// asks (its percept's glyph and colour), else by its first character.
Mark percept_mark(const std::string& percept,
                  const std::map<std::string, game_api::KindLook>& looks = {});

// The legend of every mark, for the help screen: "~  a breeze: a pit
// next door", ...
std::vector<std::string> legend(const Glyphs& glyphs);

// The legend of the mods' kinds in this cave, as the map draws them: each
// kind's mark and its percept's; none when no mod gave a kind its looks.
std::vector<std::string> kinds_legend(
    const std::map<std::string, game_api::KindLook>& looks);

}  // namespace wumpus::ui

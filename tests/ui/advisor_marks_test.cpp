// The advisor's marks (ui/advisor/advisor_marks.hpp) on hand-made views:
// one meaning each, the same as M's proofs where both speak (' safe, o a
// pit, ! the Wumpus, b bats), a certain pit shown as a pit with the
// rope's r beside it, not instead of it, and possible bats beside a room
// that cannot kill; and the help explains every mark.
#include "ui/advisor/advisor_marks.hpp"
#include "ui/advisor/advisor.hpp"
#include "ui/advisor/deductions.hpp"
#include "ui/advisor/risk_words.hpp"
#include "ui/terminal/glyphs.hpp"

#include "game_api/view_builder.hpp"

#include <catch2/catch.hpp>

namespace wumpus::ui {
namespace {

using game_api::testing::ViewBuilder;

struct Marked {
  game_api::PlayerView view;
  agent::Agent agent;
  explicit Marked(const game_api::PlayerView& v) : view(v) {
    agent.decide(view);
  }
  AdvisorMark mark(maze::RoomId room) const {
    return advisor_mark(agent.belief(), room);
  }
  std::string words(maze::RoomId room) const {
    return risk_reason(agent.belief(), view, room);
  }
};

// 0 1 2 3
// 4 5 6 7   a breeze at 2; 3 lies on every way to the exit 7, so the pit
// is surely in 6; the Wumpus is dead.
game_api::PlayerView certain_pit_view(bool rope) {
  ViewBuilder way(4, 2, 1, 0, 1);
  way.corridor({0, 1, 2, 3, 7}).open(2, 6).exit(7);
  way.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  if (rope) way.item("rope");
  game_api::PlayerView view = way.build();
  view.wumpus_dead = true;
  return view;
}

// The breeze at 2 is shared by 3 and 6: each a pit at 50 %.
game_api::PlayerView shared_breeze_view(bool rope) {
  ViewBuilder b(4, 2, 1, 0, 0);
  b.corridor({0, 1, 2, 3}).open(2, 6).open(1, 5).exit(4);
  b.visit(0).visit(1).visit(2, {"breeze"}).stand(2);
  if (rope) b.item("rope");
  return b.build();
}

TEST_CASE("advisor marks: safe is ', a chance of death its tenths",
          "[ui][advisor]") {
  const Marked marked(shared_breeze_view(false));
  CHECK(marked.mark(5).centre.glyph == U'\'');
  CHECK(marked.mark(3).centre.glyph == U'5');
  CHECK(marked.mark(3).centre.style == Style::Danger);
  CHECK(marked.mark(3).aside.right.style == Style::Blank);
}

TEST_CASE("advisor marks: a certain pit is o, with the rope's r beside it",
          "[ui][advisor]") {
  const Marked bare(certain_pit_view(false));
  CHECK(bare.mark(6).centre.glyph == U'o');
  CHECK(bare.mark(6).aside.right.style == Style::Blank);
  CHECK(bare.words(6) == "certain death: a pit");

  const Marked roped(certain_pit_view(true));
  CHECK(roped.mark(6).centre.glyph == U'o');
  CHECK(roped.mark(6).centre.style == Style::Danger);
  CHECK(roped.mark(6).aside.right.glyph == U'r');
  CHECK(roped.words(6) == "a pit: your rope gets you out, but not on");
  // A pit that may be there: its chance, and the rope beside.
  const Marked maybe(shared_breeze_view(true));
  CHECK(maybe.mark(3).centre.glyph == U'5');
  CHECK(maybe.mark(3).aside.right.glyph == U'r');
  CHECK(maybe.mark(5).aside.right.style == Style::Blank);
}

TEST_CASE("advisor marks: the Wumpus pinned is !, as under M",
          "[ui][advisor]") {
  // The stench triangle pins the Wumpus in 4.
  ViewBuilder w(3, 3, 0, 0, 1);
  w.corridor({0, 1, 2, 5, 8, 7, 6, 3, 0}).open(1, 4).open(3, 4).open(5, 4);
  w.visit(0).visit(1, {"stench"}).visit(2).visit(5, {"stench"});
  w.visit(3, {"stench"}).stand(3);
  const Marked marked(w.build());
  CHECK(marked.mark(4).centre.glyph == U'!');
}

TEST_CASE("advisor marks: known bats are b and named; maybe bats beside",
          "[ui][advisor]") {
  // Flapping at 1, whose only unknown neighbours are 2 and 4: bats in one.
  ViewBuilder maybe(3, 2, 0, 1, 0);
  maybe.corridor({0, 1, 2}).open(1, 4).open(0, 3);
  maybe.visit(0).visit(1, {"flapping"}).stand(1);
  const Marked two(maybe.build());
  CHECK(two.mark(2).centre.glyph == U'0');
  CHECK(two.mark(2).aside.left.glyph == U'b');
  CHECK(two.mark(3).centre.glyph == U'\'');
  // Flapping at 1 and nothing at 3 (next to 4): the bats are in 2.
  ViewBuilder known(3, 2, 0, 1, 0);
  known.corridor({0, 1, 2}).open(1, 4).open(0, 3).open(3, 4);
  known.visit(0).visit(3).visit(1, {"flapping"}).stand(1);
  const Marked one(known.build());
  CHECK(one.mark(2).centre.glyph == U'b');
  CHECK(one.mark(2).aside.left.style == Style::Blank);
  CHECK(one.words(2) == "bats: a ride to a random room");
}

TEST_CASE("advisor marks: where M proves a room, A marks it the same",
          "[ui][advisor]") {
  for (const game_api::PlayerView& view :
       {certain_pit_view(false), certain_pit_view(true),
        shared_breeze_view(false), shared_breeze_view(true)}) {
    const Marked marked(view);
    for (const auto& [room, proof] : proof_marks(Deductions(view))) {
      if (room == view.room || game_api::find_room(view, room)->visited)
        continue;
      INFO("room " << room);
      CHECK(marked.mark(room).centre.glyph == proof.glyph);
    }
  }
}

TEST_CASE("advisor marks: the help explains each of them", "[ui][advisor]") {
  std::string help;
  for (const std::string& line : legend(kAsciiGlyphs)) help += line + "\n";
  for (const std::string& line : advisor_help_lines()) help += line + "\n";
  for (const char* mark : {"'  o  b  !", "1-9", " # ", "b  r"}) {
    INFO(mark);
    CHECK(help.find(mark) != std::string::npos);
  }
}

}  // namespace
}  // namespace wumpus::ui

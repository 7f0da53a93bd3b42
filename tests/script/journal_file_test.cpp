// A server cave's journal in a file of its own (game/saves/journal_file):
// each save appends only the entries the file lacks, memory lets go of
// what a written save stands on, a failed hook's undoing reads them back,
// and a load replays them exactly, or says why it cannot.
#include "mod_fixture.hpp"
#include "temp_dir.hpp"

#include "base/atomic_file.hpp"
#include "game/saves/journal_file.hpp"
#include "game/saves/world_json.hpp"
#include "game/table/table.hpp"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

using namespace wumpus;
using namespace wumpus::script::testing;
using Catch::Matchers::Contains;

namespace {

std::string file_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

std::size_t lines_of(const std::string& path) {
  const std::string text = file_text(path);
  return static_cast<std::size_t>(std::count(text.begin(), text.end(), '\n'));
}

// A table that saves as a server's cave does (its writer's work done at
// once, on this thread), told when each save has landed.
struct ServerLikeCave {
  ServerLikeCave(std::unique_ptr<game::Game> made, std::string path)
      : save_path(std::move(path)),
        journal_path(game::journal_path_for(save_path)),
        game(made.get()) {
    game::TableOptions options;
    options.local = false;
    options.save_path = save_path;
    options.writer = [this](const std::string& to, game::SaveSnapshot state) {
      std::string error;
      const auto text = state.text_after_journal(to, &file, &error);
      INFO(error);
      REQUIRE(text);
      REQUIRE(base::write_atomically(to, *text, &error));
      return ++tickets;
    };
    table = std::make_unique<game::Table>(std::move(made), std::move(options));
    player = game->resume_player("ann");
  }
  // Saves, and tells the table how its save went.
  void save(const std::string& failure = "") {
    std::string error;
    REQUIRE(table->autosave(&error));
    table->saved(tickets, failure);
  }
  void play(const std::vector<std::string>& lines) {
    for (const std::string& line : lines) game->apply_line(player, line);
  }
  // The save loaded, as a restarted server would.
  std::unique_ptr<game::Game> load(const TempMods& mods) const {
    std::string error;
    auto loaded = game::Game::load(save_path, rules_of(mods), &error);
    INFO(error);
    REQUIRE(loaded);
    return loaded;
  }

  const std::string save_path, journal_path;
  game::Game* game;
  std::unique_ptr<game::Table> table;
  game_api::PlayerId player = 0;
  game::JournalFileState file;
  std::uint64_t tickets = 0;
};

// A server's cave of the classic preset under the tally mod.
struct TallyCave {
  explicit TallyCave(const char* name)
      : dir(name),
        cave(classic_game(4, rules_of(mods.add("tally.lua", kTallyMod))),
             dir.file("cave-1.json")) {}
  TempMods mods;
  const wumpus::testing::TempDir dir;
  ServerLikeCave cave;
};

}  // namespace

TEST_CASE(
    "journal file: saves append only what changed, memory keeps "
    "only what no save has written",
    "[script][resume][journal]") {
  TallyCave tallied("journal-file");
  ServerLikeCave& cave = tallied.cave;
  cave.play({"wait", "wait", "look", "wait"});
  const std::size_t played = cave.game->log().size();
  REQUIRE(played >= 4);
  cave.save();
  CHECK(cave.game->log().empty());
  CHECK(lines_of(cave.journal_path) == 1 + played);
  const std::string first = file_text(cave.journal_path);

  cave.play({"wait", "wait"});
  REQUIRE(cave.game->log().size() == 2);
  // A save that failed lets nothing go.
  cave.save("could not write");
  CHECK(cave.game->log().size() == 2);
  cave.save();
  CHECK(cave.game->log().empty());
  const std::string second = file_text(cave.journal_path);
  CHECK(lines_of(cave.journal_path) == 1 + played + 2);
  CHECK(second.compare(0, first.size(), first) == 0);  // appended to

  // The save stands on the file: a load replays it all, exactly.
  const auto resumed = cave.load(tallied.mods);
  CHECK(resumed->resume_warning().empty());
  CHECK(game::world_to_json(resumed->world()) ==
        game::world_to_json(cave.game->world()));
  REQUIRE(tally_of(*resumed));
  CHECK(*tally_of(*resumed) == game::Value(std::int64_t{5}));
}

TEST_CASE(
    "journal file: a failed hook's undoing reads back what memory "
    "let go",
    "[script][resume][journal]") {
  TallyCave tallied("journal-undo");
  ServerLikeCave& cave = tallied.cave;
  cave.play({"wait", "wait"});
  cave.save();
  REQUIRE(cave.game->log().empty());
  cave.play({"spoil", "wait"});
  REQUIRE(tally_of(*cave.game));
  // Without the entries on disk the rules' Lua state would keep the 100
  // the failed verb added: 103.
  CHECK(*tally_of(*cave.game) == game::Value(std::int64_t{3}));
  cave.save();
  const auto resumed = cave.load(tallied.mods);
  CHECK(resumed->resume_warning().empty());
  resumed->apply_line(resumed->resume_player("ann"), "wait");
  CHECK(*tally_of(*resumed) == game::Value(std::int64_t{4}));
}

TEST_CASE(
    "journal file: a server restarted goes on appending to the file "
    "its saves name, past lines no save named",
    "[script][resume][journal]") {
  TallyCave tallied("journal-restart");
  ServerLikeCave& cave = tallied.cave;
  cave.play({"wait", "wait"});
  cave.save();
  const std::size_t saved_lines = lines_of(cave.journal_path);
  // Lines appended by a save that crashed before its own file landed.
  std::ofstream(cave.journal_path, std::ios::app)
      << "{\"kind\":\"line\",\"player\":1,\"text\":\"spoil\","
         "\"ticked\":true}\n{\"kind\":\"li";
  ServerLikeCave restarted(cave.load(tallied.mods), cave.save_path);
  CHECK(restarted.game->resume_warning().empty());
  restarted.play({"wait"});
  restarted.save();
  CHECK(restarted.game->log().empty());
  CHECK(lines_of(cave.journal_path) == saved_lines + 1);
  // A write that failed midway left part of a line: the next one finds
  // where the file's whole entries end and goes on from there.
  std::ofstream(cave.journal_path, std::ios::app) << "{\"kind\":";
  restarted.file.known = false;
  restarted.play({"wait"});
  restarted.save();
  CHECK(lines_of(cave.journal_path) == saved_lines + 2);
  const auto again = restarted.load(tallied.mods);
  CHECK(again->resume_warning().empty());
  CHECK(*tally_of(*again) == game::Value(std::int64_t{4}));
}

TEST_CASE(
    "journal file: a save whose journal's file is damaged or gone "
    "goes on from its snapshot, saying why",
    "[script][resume][journal]") {
  TallyCave tallied("journal-damaged");
  ServerLikeCave& cave = tallied.cave;
  cave.play({"wait", "wait", "wait"});
  cave.save();
  const std::string whole = file_text(cave.journal_path);
  const std::string header = whole.substr(0, whole.find('\n') + 1);
  const std::vector<std::pair<std::string, const char*>> damages = {
      {whole.substr(0, whole.size() - 1), "cut short"},
      {header, "cut short"},
      {"", "is empty"},
      {"not a journal\n", "is not a wumpus journal"},
      {"{\"format\":\"wumpus-journal\",\"version\":1,\"id\":"
       "\"00000000000000aa\"}\n",
       "another journal"},
      {header + "{\"kind\":7}\n" + whole.substr(header.size()), ".journal:2"},
      {"-", "cannot open"}};  // removed
  for (const auto& [text, said] : damages) {
    INFO(said);
    if (text == "-")
      std::filesystem::remove(cave.journal_path);
    else
      std::ofstream(cave.journal_path, std::ios::binary | std::ios::trunc)
          << text;
    const auto resumed = cave.load(tallied.mods);
    CHECK_THAT(resumed->resume_warning(), Contains("journal"));
    CHECK_THAT(resumed->resume_warning(), Contains(said));
    CHECK(game::world_to_json(resumed->world()) ==
          game::world_to_json(cave.game->world()));
  }
  // The file damaged under a running server: its saves say the journal
  // is lost, and still land.
  std::ofstream(cave.journal_path, std::ios::trunc) << "";
  cave.file.known = false;
  cave.play({"wait"});
  cave.save();
  const auto resumed = cave.load(tallied.mods);
  CHECK_THAT(resumed->resume_warning(), Contains("its journal was lost"));
  CHECK(game::world_to_json(resumed->world()) ==
        game::world_to_json(cave.game->world()));
}

// Saves written by earlier versions still load: version 2 counted items
// apart from carried things (they become carried things), version 1 also
// kept messages in the world and marked joins in the log.
#include "game/game_fixtures.hpp"
#include "game/saves/save_checksum.hpp"
#include "temp_dir.hpp"

#include <nlohmann/json.hpp>

#include <fstream>
#include <sstream>

using namespace wumpus;
using namespace wumpus::game;
using namespace wumpus::game::testing;
using nlohmann::json;

namespace {

// Turns a version-4 save into what version `version` wrote.
json older(json document, int version) {
  json& game = document["game"];
  game["checkpoint"].erase("fresh");
  game["rules"].erase("stopped_mods");
  if (version == 3) {
    document["version"] = version;
    document["checksum"] = save_checksum(game);
    return document;
  }
  for (const char* world : {"world", "initial"}) {
    json& w = game[world];
    json kept = json::array();
    for (json& player : w["players"]) {
      player["items"] = json::object();
      player.erase("properties");
    }
    for (const json& thing : w["things"]) {
      if (thing["holder"].get<std::int64_t>() < 0) {
        kept.push_back(thing);
        continue;
      }
      for (json& player : w["players"])
        if (player["id"] == thing["holder"])
          player["items"][thing["kind"].get<std::string>()] =
              player["items"].value(thing["kind"].get<std::string>(), 0) + 1;
    }
    w["things"] = kept;
  }
  game["rules"].erase("sources");
  game["settings"].erase("mods");
  if (version == 1) {
    for (json& entry : game["log"]) {
      entry["join"] = entry["kind"] == "join";
      entry.erase("kind");
      entry.erase("ticked");
    }
    game.erase("streams");
    game.erase("checkpoint");
  }
  document["version"] = version;
  document["checksum"] = save_checksum(game);
  return document;
}

}  // namespace

TEST_CASE("saves of versions 1 to 3 load, items becoming carried things",
          "[game][save]") {
  const wumpus::testing::TempDir dir("save-versions");
  auto rules = std::make_shared<FakeRules>();
  rules->layout = [](World& world) {
    world.place("wumpus", 24);
    world.place("gold", 20);
    world.place("rope", world.cave().solution().at(1));
  };
  auto game = fake_game(3, 5, rules);
  const game_api::PlayerId me = game->add_player("ann");
  const auto& solution = game->world().cave().solution();
  walk(*game, me, {solution.at(0), solution.at(1)});  // picks up the rope
  REQUIRE(game->world().item_count(me, "rope") == 1);
  const std::string path = dir.file("now.json");
  std::string error;
  REQUIRE(game->save(path, &error));
  std::ifstream in(path);
  std::stringstream text;
  text << in.rdbuf();
  const json now = json::parse(text.str());
  CHECK(now["version"] == 5);

  const int version = GENERATE(1, 2, 3);
  INFO("version " << version);
  const json old = older(now, version);
  std::ofstream(dir.file("old.json")) << old.dump(1);
  auto loaded = Game::load(dir.file("old.json"), rules, &error);
  INFO(error);
  REQUIRE(loaded);
  CHECK(loaded->world().item_count(me, "rope") == 1);
  CHECK(loaded->world().things_held(me).size() == 1);
  CHECK(loaded->view(me).items.at("rope") == 1);
  CHECK(loaded->view(me).room == game->view(me).room);
  CHECK_FALSE(loaded->settings().mods.has_value());
  // From its snapshot, as before journals, and without a word of it.
  CHECK(loaded->resume_warning().empty());
  // Its journal starts at the load: the next save resumes exactly.
  CHECK(loaded->checkpoint().fresh);
  CHECK(loaded->checkpoint().world.has_value());
}

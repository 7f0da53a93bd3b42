// Game::save and Game::load: the whole game as versioned JSON with a
// checksum, written atomically (temp file, fsync, rename, fsync dir).
#include "game/game.hpp"

#include "base/atomic_file.hpp"
#include "base/data_file.hpp"
#include "base/escaped.hpp"
#include "base/hex.hpp"
#include "game/layout/cave.hpp"
#include "game/rules/mod_settings.hpp"
#include "game/rules/rule_sources.hpp"
#include "game/rules/rule_state_size.hpp"
#include "game/saves/journal_file.hpp"
#include "game/saves/journal_resume.hpp"
#include "game/saves/save_checksum.hpp"
#include "game/saves/save_journal.hpp"
#include "game/saves/save_rules.hpp"
#include "game/saves/world_json.hpp"
#include "game_api/json_parse.hpp"
#include "game_api/json_reader.hpp"

#include <fmt/core.h>

#include <optional>

namespace wumpus::game {
namespace {

using json = nlohmann::json;
inline constexpr const char* kSaveFormat = "wumpus-save";
// 2: message logs moved out of the world into numbered streams, the log
// records ticks, restarts and new caves, and starts at a checkpoint.
// 3: saves name the rules' files (mod, version, hash) and the mods
// chosen; items are carried things; players have properties.
// 4: the log is a journal a resume replays (the checkpoint says whether
// the Lua state was fresh there), and the mods stopped at their cap.
// 5: a server's save names its journal's file (game.journal) in place
// of holding the log.
inline constexpr std::int64_t kSaveVersion = 5;
// The largest save read: a game on the largest cave, every player's
// knowledge and the command log of a long game fit many times over.
inline constexpr std::size_t kMaxSaveBytes = std::size_t{256} << 20;

}  // namespace

struct GameState {
  static SaveSnapshot snapshot(const Game& game, bool journal_in_file) {
    std::vector<SaveSnapshot::Stream> streams;
    for (const auto& [player, stream] : game.streams_)
      streams.push_back(
          {player, stream.next_seq(), stream.newest(MessageStream::kSaved)});
    return {game.settings_,
            game.rules_->name(),
            game.rules_->fingerprint(),
            game.rules_->sources(),
            game.world_,
            game.initial_,
            std::move(streams),
            game.record_.checkpoint(),
            game.record_.log(),
            game.record_.forgotten(),
            game.record_.id(),
            journal_in_file,
            "",
            game.rules_->stopped_mods()};
  }

  static json to_json(const SaveSnapshot& game) {
    auto [journal_key, journal] = journal_to_json(game);
    json streams = json::array();
    for (const auto& stream : game.streams)
      streams.push_back({{"player", stream.player},
                         {"next_seq", stream.next_seq},
                         {"messages", messages_to_json(stream.messages)}});
    const Checkpoint& kept = game.checkpoint;
    json checkpoint = {{"settings", settings_to_json(kept.settings)}};
    if (kept.world) checkpoint["world"] = world_to_json(*kept.world);
    if (kept.initial) checkpoint["initial"] = world_to_json(*kept.initial);
    checkpoint["fresh"] = kept.fresh;
    if (!kept.fresh) checkpoint["outgrown"] = kept.outgrown;
    if (!kept.stopped_mods.empty())
      checkpoint["stopped_mods"] = names_to_json(kept.stopped_mods);
    json rules = {{"name", game.rules_name},
                  {"fingerprint", game.rules_fingerprint},
                  {"sources", sources_to_json(game.rule_sources)}};
    if (!game.stopped_mods.empty())
      rules["stopped_mods"] = names_to_json(game.stopped_mods);
    return {{"settings", settings_to_json(game.settings)},
            {"maze",
             {{"rooms", game.world.cave().maze().topology().room_count()},
              {"passage_hash",
               base::hex64(passage_hash(game.world.cave().carved_maze()))}}},
            {"rules", rules},
            {"world", world_to_json(game.world)},
            {"initial", world_to_json(game.initial)},
            {"streams", streams},
            {"checkpoint", checkpoint},
            {journal_key, std::move(journal)}};
  }

  static bool streams_from_json(game_api::JsonReader& r, const json& streams,
                                Game* game) {
    for (std::size_t i = 0; i < streams.size(); ++i) {
      const std::string at = "game.streams[" + std::to_string(i) + "]";
      game_api::PlayerId player = 0;
      std::uint64_t next = 1;
      const json* messages = nullptr;
      std::vector<game_api::Message> kept;
      if (!r.number(streams[i], "player", 0, 0xfffffffe, &player, at) ||
          !r.number(streams[i], "next_seq", 1, std::uint64_t(1) << 62, &next,
                    at) ||
          !(messages = r.array(streams[i], "messages", at)) ||
          !messages_from_json(*messages, &kept, r.error(), at + ".messages"))
        return false;
      if (!game->world_.player(player))
        return r.fail(at + ".player", "is not a player") != nullptr;
      game->streams_[player].restore(std::move(kept), next);
    }
    return true;
  }

  // The checkpoint of a version-2 save: the same cave as the game's own
  // settings carve, or the game as created when it has no world.
  static bool checkpoint_from_json(game_api::JsonReader& r, const json& j,
                                   const World& blank, Checkpoint* out,
                                   std::string* error) {
    const json* settings = r.object(j, "settings", "game.checkpoint");
    if (!settings || !settings_from_json(*settings, &out->settings, error))
      return false;
    out->world.reset();  // none: the game as created
    out->initial.reset();
    for (const char* key : {"world", "initial"}) {
      if (!j.contains(key)) continue;
      World world = blank;
      if (!world_from_json(j[key], &world, error)) return false;
      (key[0] == 'w' ? out->world : out->initial) = std::move(world);
    }
    // Before version 4 no checkpoint said its Lua state was fresh.
    out->fresh = false;
    if (j.contains("fresh") &&
        !r.boolean(j, "fresh", &out->fresh, "game.checkpoint"))
      return false;
    if (!out->fresh && j.contains("outgrown") &&
        !r.string(j, "outgrown", &out->outgrown, "game.checkpoint"))
      return false;
    return mod_names_from_json(r, j, "game.checkpoint", &out->stopped_mods);
  }

  // Mods the rules have and the save had not (added at load): the game
  // goes on with them, its settings name them for the next save, and its
  // log replays from here, where the rules changed (as after `reload`).
  static bool add_mods(game_api::JsonReader& r, const json& rules_json,
                       Game* game) {
    std::vector<RuleSource> saved;
    const json* list = rules_json.contains("sources")
                           ? r.array(rules_json, "sources", "game.rules")
                           : nullptr;
    if (list && !sources_from_json(r, *list, &saved)) return false;
    if (!list || game->rules_->sources().empty()) return true;
    const auto added = added_mods(saved, game->rules_->sources());
    if (added.empty()) return true;
    std::string names;
    for (const std::string& mod : added) {
      if (game->settings_.mods) game->settings_.mods->push_back(mod);
      names += (names.empty() ? "" : ", ") + mod;
    }
    game->record_.restart_at(game->settings_, game->world_, game->initial_,
                             game->rules_->stopped_mods());
    game->world_.message_all("info", "Mods added to this game: " + names + ".");
    return true;
  }

  static std::unique_ptr<Game> from_json(const json& j, std::int64_t version,
                                         const Game::RulesFor& rules_for,
                                         const std::string& journal_path,
                                         std::string* error) {
    game_api::JsonReader r(error);
    const json *settings_json = nullptr, *maze_json = nullptr,
               *rules_json = nullptr, *world_json = nullptr,
               *initial_json = nullptr;
    if (!(settings_json = r.object(j, "settings", "game")) ||
        !(maze_json = r.object(j, "maze", "game")) ||
        !(rules_json = r.object(j, "rules", "game")) ||
        !(world_json = r.object(j, "world", "game")) ||
        !(initial_json = r.object(j, "initial", "game")))
      return nullptr;
    std::string rules_name, fingerprint, hash;
    if (!r.string(*rules_json, "name", &rules_name, "game.rules") ||
        !r.string(*rules_json, "fingerprint", &fingerprint, "game.rules") ||
        !r.string(*maze_json, "passage_hash", &hash, "game.maze"))
      return nullptr;
    Settings settings;
    if (!settings_from_json(*settings_json, &settings, error)) return nullptr;
    settings.resumed = true;  // its end may be scored a second time
    std::shared_ptr<Rules> rules = rules_for(settings, error);
    if (!rules) return nullptr;
    if (rules->version() != settings.rules_version) {
      *error = "it was made under rules version " +
               std::to_string(settings.rules_version) +
               ", and the rules given are version " +
               std::to_string(rules->version());
      return nullptr;
    }
    if (!same_rules(r, *rules_json, rules_name, fingerprint, *rules, error))
      return nullptr;
    maze::Random random(settings.seed);
    const auto cave = build_cave(settings, random, error);
    if (!cave) return nullptr;
    if (base::hex64(passage_hash(*cave)) != hash) {
      *error =
          "its seed no longer carves the same cave (the maze library changed)";
      return nullptr;
    }
    std::map<std::string, Value> mod_settings;
    if (!settings_in_force(settings, *rules, &mod_settings, error))
      return nullptr;
    World blank(cave, random, settings.parameters);
    blank.set_mod_settings(std::move(mod_settings));
    World world = blank, initial = blank;
    std::map<game_api::PlayerId, std::vector<game_api::Message>> old_messages;
    if (!world_from_json(*world_json, &world, error, &old_messages) ||
        !world_from_json(*initial_json, &initial, error))
      return nullptr;
    auto game =
        std::make_unique<Game>(settings, std::move(rules), std::move(world));
    game->initial_ = std::move(initial);
    game->cave_changed();
    for (auto& [player, messages] : old_messages)
      game->streams_[player].restore(std::move(messages), 1);
    std::vector<LogEntry> log;
    std::uint64_t journal_id = 0;
    std::optional<std::string> journal_unusable;
    Checkpoint checkpoint = game->record_.checkpoint();
    if (!journal_from_json(r, j, version, journal_path, &log, &journal_id,
                           &journal_unusable))
      return nullptr;
    if (version >= 2) {
      const json *streams = nullptr, *saved = nullptr;
      if (!(streams = r.array(j, "streams", "game")) ||
          !(saved = r.object(j, "checkpoint", "game")) ||
          !streams_from_json(r, *streams, game.get()) ||
          !checkpoint_from_json(r, *saved, blank, &checkpoint, error))
        return nullptr;
    }
    game->record_.restore(std::move(checkpoint), std::move(log), journal_id);
    SavedJournal saved{world_json, initial_json, {}, std::nullopt};
    if (!mod_names_from_json(r, *rules_json, "game.rules", &saved.stopped_mods))
      return nullptr;
    saved.unusable =
        why_not_replayed(version, *rules_json, fingerprint,
                         game->record_.checkpoint(), *game->rules_);
    if (!saved.unusable) saved.unusable = journal_unusable;
    JournalResume::resume(*game, saved, rules_for);
    if (!add_mods(r, *rules_json, game.get())) return nullptr;
    return game;
  }
};

SaveSnapshot Game::save_snapshot(bool journal_in_file) const {
  return GameState::snapshot(*this, journal_in_file);
}

std::string Game::save_text() const {
  return save_snapshot().text();
}

std::string SaveSnapshot::text() const {
  // The game is dumped once, compact: the checksum is taken over that very
  // text and the envelope written around it (a server saves every cave
  // every few seconds). The envelope keeps dump(1)'s keys and lines.
  const std::string game = GameState::to_json(*this).dump();
  return fmt::format(
      "{{\n \"checksum\": \"{}\",\n \"format\": {},\n \"game\": {},\n "
      "\"version\": {}\n}}\n",
      save_checksum_of_text(game), json(kSaveFormat).dump(), game,
      kSaveVersion);
}

bool Game::save(const std::string& path, std::string* error) const {
  return rule_state_fits(world_, error) &&
         base::write_atomically(path, save_text(), error);
}

Game::RulesFor Game::given(std::shared_ptr<Rules> rules) {
  return [rules](const Settings&, std::string* error) {
    if (!rules) *error = "no rules were given";
    return rules;
  };
}

std::unique_ptr<Game> Game::load(const std::string& path,
                                 std::shared_ptr<Rules> rules,
                                 std::string* error) {
  return load(path, given(std::move(rules)), error);
}

std::unique_ptr<Game> Game::load(const std::string& path,
                                 const RulesFor& rules_for,
                                 std::string* error) {
  const auto text = base::read_data_file(path, "save", kMaxSaveBytes, error);
  if (!text) {
    *error = fmt::format("cannot load {}", *error);  // it names the file
    return nullptr;
  }
  return load_text(*text, path, rules_for, error, journal_path_for(path));
}

std::unique_ptr<Game> Game::load_text(std::string_view text,
                                      const std::string& name,
                                      std::shared_ptr<Rules> rules,
                                      std::string* error) {
  return load_text(text, name, given(std::move(rules)), error);
}

std::unique_ptr<Game> Game::load_text(std::string_view text,
                                      const std::string& name,
                                      const RulesFor& rules_for,
                                      std::string* error,
                                      const std::string& journal_path) {
  const auto fail = [&](const std::string& why) -> std::unique_ptr<Game> {
    *error = fmt::format("cannot load {}: {}", base::escaped(name),
                         base::escaped(why));
    return nullptr;
  };
  std::string problem;
  const auto parsed = game_api::parse_json(text, &problem);
  if (!parsed) return fail(problem);
  const json& document = *parsed;
  game_api::JsonReader r(&problem);
  std::string format, sum;
  std::int64_t version = 0;
  if (!r.string(document, "format", &format, "save") || format != kSaveFormat)
    return fail("it is not a wumpus save");
  if (!r.integer(document, "version", 1, 1'000'000, &version, "save"))
    return fail(problem);
  if (version > kSaveVersion)
    return fail("it was written by a newer wumpus (save version " +
                std::to_string(version) + "; this one reads version " +
                std::to_string(kSaveVersion) + ")");
  const json* game = r.object(document, "game", "save");
  if (!game || !r.string(document, "checksum", &sum, "save"))
    return fail(problem);
  if (save_checksum(*game) != sum)
    return fail("it is damaged (checksum mismatch)");
  try {
    auto loaded =
        GameState::from_json(*game, version, rules_for, journal_path, &problem);
    if (!loaded) return fail(problem);
    return loaded;
  } catch (const json::exception& e) {
    return fail(std::string("a field is malformed: ") + e.what());
  }
}

}  // namespace wumpus::game

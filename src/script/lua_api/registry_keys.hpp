// Where the registered kinds live in the Lua registry, shared by
// game.register (which fills them), the hook dispatch (which reads them
// once every rule file has loaded) and the loader.
#pragma once

#include <cstring>

namespace wumpus::script {

// A sequence of kind entries, in order of first registration:
// {kind =, owner = the mod that registered it first ("" for built-ins),
//  hooks = {name = function}, sources = {name = file},
//  priorities = {name = number}, setup_order =,
//  look = {name =, glyph =, colour =}}.
inline constexpr const char* kKindsKey = "wumpus.kinds";
// kind name -> the same entry.
inline constexpr const char* kKindIndexKey = "wumpus.kind_index";
// The name of the rule file whose main chunk runs (false otherwise): only
// then may it register; and the mod it belongs to ("" for built-ins).
inline constexpr const char* kLoadingKey = "wumpus.loading";
inline constexpr const char* kLoadingModKey = "wumpus.loading_mod";
// The mods that mod depends on (name -> true): it may extend their kinds.
inline constexpr const char* kLoadingDependsKey = "wumpus.loading_depends";
// "file|kind|hook" -> true once that file asked for game.previous.
inline constexpr const char* kFetchedKey = "wumpus.fetched";

// Tables rawset must refuse (weak keys -> true): the read-only library
// proxies, the global table and every environment, whose writes go
// through __newindex or nowhere.
inline constexpr const char* kSealedKey = "wumpus.sealed";

// "name (file:line)" -> true for each read of a global no rule set, kept
// only while `wumpus mod check` asks (the table exists then).
inline constexpr const char* kUnsetReadsKey = "wumpus.unset_reads";
inline constexpr int kMaxUnsetReads = 64;

// mod name -> the table it exported (game.export); table -> its read-only
// view (weak keys), so a table imported twice is the same view.
inline constexpr const char* kExportsKey = "wumpus.exports";
inline constexpr const char* kExportViewsKey = "wumpus.export_views";

// mod -> {kind = true} for each kind that mod changed after another mod
// (or the built-in rules) registered it: `wumpus mod list` shows them.
inline constexpr const char* kOverridesKey = "wumpus.overrides";

// The verbs the mods add (game.verb), in registration order:
// {name =, help =, args = "none"|"word"|"room"|"text", handler =, file =}.
inline constexpr const char* kVerbsKey = "wumpus.verbs";

// event name -> true once game.emit warned that no kind hooks it.
inline constexpr const char* kWarnedEventsKey = "wumpus.warned_events";

// chunk name ("@ghosts/ghost.lua", "=ghosts/(load)") -> the mod whose code
// it is ("" for the built-in rules); see mod_identity.hpp.
inline constexpr const char* kChunkModsKey = "wumpus.chunk_mods";

// kind -> true once game.place or game.give warned that no rule registers
// it; the warning ends with kUnregisteredKind, which `wumpus mod check`
// looks for in the mods log.
inline constexpr const char* kWarnedKindsKey = "wumpus.warned_kinds";
inline constexpr const char* kUnregisteredKind = "no rule registers this kind";

// The rules' ModStorage (light userdata): game.store and game.stored.
inline constexpr const char* kModStorageKey = "wumpus.mod_storage";

inline constexpr const char* kSetupOrder = "setup_order";
// A registration's `priority` (lower runs first, default 0), kept per hook
// in the entry's `priorities` table (hook name -> number, nil for 0).
inline constexpr const char* kPriority = "priority";
inline constexpr const char* kPriorities = "priorities";
inline constexpr int kDefaultSetupOrder = 50;
// A registration's gates (l_gates.hpp), kept per hook in the entry:
// `nears` (hook name -> list of kinds) for on_enter and percepts,
// `tick_flags` (hook name -> flag) for on_tick; nil for ungated.
inline constexpr const char* kNear = "near";
inline constexpr const char* kNears = "nears";
inline constexpr int kMaxNearKinds = 16;
inline constexpr const char* kTickWhile = "tick_while";
inline constexpr const char* kTickFlags = "tick_flags";

// A kind's own event, raised by game.emit or a timer: "on_" and a name.
inline bool is_custom_event(const char* name) {
  return std::strncmp(name, "on_", 3) == 0 && name[3] != '\0';
}

// What a kind is to the placement guarantees: "hazard" or "needed"
// (game::LayoutRole), kept in the entry's look table.
inline constexpr const char* kLayout = "layout";
inline constexpr const char* kLayoutRoles[] = {"hazard", "needed"};
// How its percept looks ({name =, glyph =, colour =}) and whether the
// status line counts the kind (a boolean), kept in the look table as
// percept, percept_glyph, percept_colour and counted.
inline constexpr const char* kPercept = "percept";
inline constexpr const char* kCounted = "counted";

// What a kind may say about its looks, besides its hooks.
inline constexpr const char* kLookFields[] = {"name", "glyph", "colour"};
inline constexpr const char* kColours[] = {"red",     "green", "yellow", "blue",
                                           "magenta", "cyan",  "white"};

}  // namespace wumpus::script

// The one table of the built-in verbs and the table's requests: each
// one's word and alias, the shape of what follows it and whether it costs
// a turn. The Verb and RequestKind enums, the parser, the checks of a
// parsed input, the canonical text and costs_turn all come from it.
#pragma once

#include <array>
#include <cstddef>
#include <string_view>

namespace wumpus::game_api {

// What a built-in verb takes after its word; parsed, checked and written
// back by shape, so a new verb of a known shape is one row.
enum class VerbShape {
  None,          // look
  Direction,     // a move, typed as its direction alone: north, n, up
  OptionalRoom,  // go, or go ROOM on a room graph (m ROOM, or just ROOM)
  Degrees,       // turn 90|-90|180|270 (degrees clockwise)
  Facing,        // face n|e|s|w or 0|90|180|270
  Flight,        // shoot [dirs...], or shoot ROOM... on room graphs
  Item,          // use ITEM
  Mod,           // a verb a mod registered: its VerbSpec says
};

// X(Enum, "word", "alias", shape, costs a turn, "refusal"): the word is
// the wire's name and canonical text's first word ("move" only on the
// wire: a typed move is its direction); the refusal is what the parser
// says when the argument does not fit, for shapes whose words differ.
#define WUMPUS_VERBS(X)                                                    \
  X(Move, "move", "", Direction, true, "")                                 \
  X(Go, "go", "m", OptionalRoom, true,                                     \
    "go takes at most one room: go, or go ROOM on a room graph.")          \
  X(Turn, "turn", "", Degrees, false,                                      \
    "Turn how far? turn 90, -90, 180 or 270.")                             \
  X(Face, "face", "", Facing, false,                                       \
    "Face where? face n, e, s, w (or 0, 90, 180, 270).")                   \
  X(Direction, "direction", "", None, false, "")                           \
  X(Shoot, "shoot", "", Flight, true, "")                                  \
  X(Take, "take", "", None, true, "")                                      \
  X(Use, "use", "", Item, true, "Use what? use ITEM, e.g. use torch.")     \
  X(Wait, "wait", "", None, true, "")                                      \
  X(Look, "look", "", None, false, "")                                     \
  X(Inventory, "inventory", "i", None, false, "")                          \
  X(Help, "help", "?", None, false, "")                                    \
  X(Drop, "drop", "", Item, true, "Drop what? drop ITEM, e.g. drop rope.") \
  /* Custom: a mod's verb (Command::name); it costs a turn unless its */   \
  /* handler declines, so a round waits for it. */                         \
  X(Custom, "", "", Mod, true, "")

#define WUMPUS_VERB_ENUM(id, word, alias, shape, costs, refusal) id,
enum class Verb { WUMPUS_VERBS(WUMPUS_VERB_ENUM) };
#undef WUMPUS_VERB_ENUM

struct VerbEntry {
  Verb verb;
  std::string_view word;   // "" for a mod's verb
  std::string_view alias;  // "" for none
  VerbShape shape;
  bool costs_turn;
  std::string_view refusal;
};

#define WUMPUS_VERB_ENTRY(id, word, alias, shape, costs, refusal) \
  VerbEntry{Verb::id, word, alias, VerbShape::shape, costs, refusal},
inline constexpr std::array kVerbTable{WUMPUS_VERBS(WUMPUS_VERB_ENTRY)};
#undef WUMPUS_VERB_ENTRY

constexpr const VerbEntry& verb_entry(Verb verb) {
  return kVerbTable[static_cast<std::size_t>(verb)];
}

// The built-in verb typed as `word` (its word or alias), if any.
constexpr const VerbEntry* find_verb(std::string_view word) {
  if (word.empty()) return nullptr;
  for (const VerbEntry& entry : kVerbTable)
    if (entry.word == word || entry.alias == word) return &entry;
  return nullptr;
}

// What a request takes after its word.
enum class RequestShape {
  None,        // who
  CaveSize,    // new [SIZE]: "8" or "10x6"
  FileName,    // save [FILE]: one word, where the table allows naming one
  PlayerName,  // invite NAME
  Text,        // say TEXT: the rest of the line as typed
};

// X(Enum, "word", shape)
#define WUMPUS_REQUESTS(X)                                             \
  /* save [FILE]: a file only where the table allows naming one */     \
  X(Save, "save", FileName)                                            \
  /* restart: the same cave and layout again */                        \
  X(Restart, "restart", None)                                          \
  /* new [SIZE]: another cave */                                       \
  X(New, "new", CaveSize)                                              \
  /* who is at the table */                                            \
  X(Who, "who", None)                                                  \
  /* say TEXT: chat to everyone at the table */                        \
  X(Say, "say", Text)                                                  \
  /* reload the rules and mods from disk (local tables only) */        \
  X(Reload, "reload", None)                                            \
  /* invite NAME: a private cave's owner lets NAME in (servers) */     \
  X(Invite, "invite", PlayerName)                                      \
  /* advisor: the player shows the advisor (the agent's risk on the */ \
  /* map), and the game's score is marked as advised (local tables) */ \
  X(Advisor, "advisor", None)                                          \
  /* watch NAME: a spectator follows another player of the cave */     \
  /* (servers; the server alone decides who watches) */                \
  X(Watch, "watch", PlayerName)                                        \
  /* kick NAME: a server's moderator lets a player of the cave go */   \
  X(Kick, "kick", PlayerName)                                          \
  /* mute NAME [MINUTES]: a moderator mutes a player of the cave */    \
  X(Mute, "mute", Text)

#define WUMPUS_REQUEST_ENUM(id, word, shape) id,
enum class RequestKind { WUMPUS_REQUESTS(WUMPUS_REQUEST_ENUM) };
#undef WUMPUS_REQUEST_ENUM

struct RequestEntry {
  RequestKind kind;
  std::string_view word;
  RequestShape shape;
};

#define WUMPUS_REQUEST_ENTRY(id, word, shape) \
  RequestEntry{RequestKind::id, word, RequestShape::shape},
inline constexpr std::array kRequestTable{
    WUMPUS_REQUESTS(WUMPUS_REQUEST_ENTRY)};
#undef WUMPUS_REQUEST_ENTRY

constexpr const RequestEntry& request_entry(RequestKind kind) {
  return kRequestTable[static_cast<std::size_t>(kind)];
}

constexpr const RequestEntry* find_request(std::string_view word) {
  for (const RequestEntry& entry : kRequestTable)
    if (entry.word == word) return &entry;
  return nullptr;
}

namespace verb_table_checks {
// Every word and alias answers one verb or request.
constexpr bool words_unique() {
  std::array<std::string_view, kVerbTable.size() * 2 + kRequestTable.size()>
      words{};
  std::size_t count = 0;
  for (const VerbEntry& entry : kVerbTable) {
    words[count++] = entry.word;
    words[count++] = entry.alias;
  }
  for (const RequestEntry& entry : kRequestTable) words[count++] = entry.word;
  for (std::size_t i = 0; i < count; ++i)
    for (std::size_t j = i + 1; j < count; ++j)
      if (!words[i].empty() && words[i] == words[j]) return false;
  return true;
}
constexpr bool in_enum_order() {
  for (std::size_t i = 0; i < kVerbTable.size(); ++i)
    if (static_cast<std::size_t>(kVerbTable[i].verb) != i) return false;
  for (std::size_t i = 0; i < kRequestTable.size(); ++i)
    if (static_cast<std::size_t>(kRequestTable[i].kind) != i) return false;
  return true;
}
// Only a mod's verb goes without a word, and it alone has the Mod shape.
constexpr bool words_where_due() {
  for (const VerbEntry& entry : kVerbTable)
    if (entry.word.empty() != (entry.shape == VerbShape::Mod)) return false;
  for (const RequestEntry& entry : kRequestTable)
    if (entry.word.empty()) return false;
  return true;
}
}  // namespace verb_table_checks
static_assert(verb_table_checks::words_unique());
static_assert(verb_table_checks::in_enum_order());
static_assert(verb_table_checks::words_where_due());

}  // namespace wumpus::game_api

---@meta
-- Editor stubs for the wumpus rules API (lua-language-server): never
-- loaded by the game. Add scripts/meta to workspace.library. Every
-- argument and result is typed, so the language server catches
-- game.place("coin", "room"). See scripts/README.md for what each does;
-- tests/script/meta_test.cpp checks that every function of the API is
-- here with every argument typed.

---@alias Room integer a room id
---@alias Thing integer a thing id (not a player id: see game.player_property)
---@alias Player integer a player id
---@alias Kind string a kind: "pit", or namespaced by its mod: "ghosts:ghost"
---@alias Value boolean|integer|number|string
---@alias Direction "north"|"east"|"south"|"west"|"up"|"down"|"n"|"e"|"s"|"w"|"u"|"d"
---@alias MessageKind "breeze"|"stench"|"flapping"|"glitter"|"gold"|"bats"|"arrow"|"death"|"victory"|"info"|"error"|"debug"|string
---@alias Colour "red"|"green"|"yellow"|"blue"|"magenta"|"cyan"|"white"

---@class PerceptLook
---@field name string the percept kind the percepts hook returns ("silk")
---@field glyph? string one character beside the room where it is sensed
---@field colour? Colour

---@class Hooks
---@field setup_order? number when setup runs: hazards 10, darkness 20, things 50, the Wumpus 60
---@field priority? number where this call's hooks run among other kinds': lower first, default 0, ties in load order
---@field near? Kind|Kind[] this call's on_enter and percepts run only while one of these kinds lies in the room or a room open to it
---@field tick_while? string this call's on_tick runs only while a thing of this kind bears this flag
---@field name? string what players read for this kind ("ghost")
---@field glyph? string one character on the map
---@field colour? Colour
---@field layout? "hazard"|"needed" kept off the safe routes and the start, or kept reachable
---@field percept? PerceptLook how this kind's percept is drawn
---@field counted? boolean the status line counts this kind ("cave: 2 webs")
---@field setup? fun()|false
---@field on_enter? fun(player: Player, room: Room)|false
---@field before_move? fun(player: Player, from: Room, to: Room): string?|false a text refuses the move (costing the turn)
---@field percepts? fun(player: Player, room: Room): (string?, string?)|false
---@field shoot? fun(player: Player, flight: Room[])|false
---@field take? fun(player: Player, room: Room)|false
---@field use? fun(player: Player, item: string): boolean?|false
---@field reach_exit? fun(player: Player)|false
---@field on_turn? fun(player: Player)|false
---@field on_tick? fun()|false
---@field on_walk_in? fun(thing: Thing, player: Player)|false
---@field on_pick_up? fun(player: Player, thing: Thing)|false
---@field on_drop? fun(player: Player, thing: Thing)|false
---@field on_death? fun(player: Player, cause: string)|false
---@field on_win? fun(player: Player)|false
---@field on_join? fun(player: Player)|false
---@field on_leave? fun(player: Player, how: "left"|"dropped")|false
---@field on_exit? fun(player: Player)|false won in the exit room, after on_win
---@field on_generate? fun()|false the bare carve, before setup: carve a vault
---@field score? fun(player: Player, points: number): number?|false the points so far in, the new total out (nothing keeps them)
---@field on_hit? fun(thing: Thing, player: Player)|false
---@field on_miss? fun(player: Player)|false
---@field [string] fun(...)|false custom events, raised with game.emit

---@class ThingInfo
---@field id Thing
---@field kind Kind
---@field room Room?
---@field holder Player?

---@class RoomFilter
---@field off_path? boolean not on game.solution()
---@field lit? boolean not dark
---@field reachable_avoiding? Kind[] reachable from the entrance without entering these

game = {}

-- Registering (only while a rule file loads)

---@param kind Kind
---@param hooks Hooks
function game.register(kind, hooks) end
---@param kind Kind
---@param hook string
---@return fun(...): ... previous the definition as it stands (a no-op when none)
function game.previous(kind, hook) end
---@param event string a custom event, "on_..."
---@param ... any its arguments
function game.emit(event, ...) end
---@param mod string the mod that declares it (mod.conf: setting.KEY = DEFAULT)
---@param key string
---@return boolean|number|string|nil value the default, or the player's --set
function game.setting(mod, key) end
---@param key string what dependents find it under
---@param value any a table, a function, a value
function game.export(key, value) end
---@param mod string a mod this one depends on
---@return table|nil exports a read-only view of what it exported
function game.import(mod) end
---@param turns integer 1 to 1000000 of the world's turns from now
---@param event string a custom event, "on_...", raised then
---@param ... boolean|number|string at most 8 values it is raised with
function game.after(turns, event, ...) end
---@param ... any written to the mods log and, as a "debug" message, to the players
function game.log(...) end

---@class VerbSpec
---@field help string one line shown by help (1 to 200 printable bytes)
---@field args? "none"|"word"|"room"|"text" what follows the verb (default "none")

---@param name string 1 to 24 lowercase letters, digits or _; no built-in word
---@param spec VerbSpec
---@param handler fun(player: Player, argument: string|Room|nil): boolean? false: declined, no turn spent
function game.verb(name, spec, handler) end

-- The cave

---@return Room[]
function game.rooms() end
---@return integer rooms how many rooms the cave has
function game.room_count() end
---@return Room
function game.entrance() end
---@return Room
function game.exit() end
---@param room Room
---@return Room[]
function game.neighbours(room) end
---@param room Room
---@return Room[]
function game.open_neighbours(room) end
---@param a Room
---@param b Room
---@return boolean
function game.is_open(a, b) end
---@param room Room
---@param direction Direction
---@return Room?
function game.step(room, direction) end
---@return Room[]
function game.solution() end
---@param from Room
---@param to Room
---@param avoid? Room[]
---@return Room[]?
function game.path(from, to, avoid) end
---@param filter? RoomFilter
---@return Room[]
function game.empty_rooms(filter) end
---@param kinds Kind[]
---@return Room[]
function game.rooms_without(kinds) end
---@param room Room
---@param key string
---@return Value?
function game.room_property(room, key) end
---@param room Room
---@param key string
---@param value Value? nil clears it
function game.set_room_property(room, key, value) end
---@param room Room
---@param key string
---@return boolean
function game.room_flag(room, key) end

-- Game variables, parameters, turns

---@param key string
---@return Value?
function game.variable(key) end
---@param key string
---@param value Value? nil clears it
function game.set_variable(key, value) end
---@param key string
---@param default? number
---@return number?
function game.parameter(key, default) end
---@return integer rooms how far an arrow flies now (0: no rule set it)
function game.arrow_range() end
---@param rooms integer 1 to 32
function game.set_arrow_range(rooms) end
---@class ArrowRules
---@field straight boolean it may not enter the room it just left
---@field hits_shooter boolean passing the shooter's room, it hits them
---@return ArrowRules rules how an arrow may turn now (both off until set)
function game.arrow_rules() end
---@param rules ArrowRules the fields given change, the others stay
function game.set_arrow_rules(rules) end
---@return integer
function game.turn() end

-- Things

---@param kind Kind
---@param room Room
---@return Thing
function game.place(kind, room) end
---@param kind Kind
---@param player Player
---@return Thing
function game.give(kind, player) end
---@param thing Thing
---@param room Room
---@return boolean
function game.move_thing(thing, room) end
---@param thing Thing
---@param player Player
---@return boolean
function game.carry(thing, player) end
---@param thing Thing
---@return boolean
function game.remove(thing) end
---@param thing Thing
---@return ThingInfo?
function game.thing(thing) end
---@param room Room
---@param kind? Kind
---@return Thing[]
function game.things_in(room, kind) end
---@param room Room
---@param kind Kind
---@return boolean
function game.has(room, kind) end
---@param room Room
---@param kind Kind
---@return boolean
function game.next_to(room, kind) end
---@param kind Kind
---@return Thing[]
function game.things_of(kind) end
---@param player Player
---@return Thing[]
function game.things_held(player) end
---@param thing Thing
---@param key string
---@return Value?
function game.property(thing, key) end
---@param thing Thing
---@param key string
---@param value Value? nil clears it
function game.set_property(thing, key, value) end
---@param thing Thing
---@param key string
---@return boolean
function game.flag(thing, key) end

-- Players

---@return Player[]
function game.players() end
---@param room Room
---@return Player[]
function game.players_in(room) end
---@param player Player
---@return string
function game.player_name(player) end
---@param player Player
---@return Room
function game.player_room(player) end
---@param player Player
---@param room Room
---@return boolean
function game.move_player(player, room) end
---@param player Player
---@return Direction
function game.facing(player) end
---@param player Player
---@param direction Direction
---@return boolean
function game.set_facing(player, direction) end
---@param player Player
---@return boolean
function game.alive(player) end
---@param player Player
---@return boolean
function game.won(player) end
---@param player Player
---@param cause string
---@return boolean
function game.kill(player, cause) end
---@param player Player
---@return boolean
function game.win(player) end
---@param player Player
---@return integer
function game.arrows(player) end
---@param player Player
---@param arrows integer
---@return boolean
function game.set_arrows(player, arrows) end
---@param player Player
---@return integer
function game.gold(player) end
---@param player Player
---@return integer turns the turn-costing commands the player has spent
function game.turns(player) end
---@param player Player
---@param delta integer
---@return boolean
function game.add_gold(player, delta) end
---@param player Player
---@return table<Kind, integer>
function game.items(player) end
---@param player Player
---@param item Kind
---@return integer
function game.item_count(player, item) end
---@param player Player
---@param item Kind
---@param delta integer
---@return integer
function game.add_item(player, item, delta) end
---@param player Player
---@param key string
---@return Value?
function game.player_property(player, key) end
---@param player Player
---@param key string
---@param value Value? nil clears it
function game.set_player_property(player, key, value) end
---@param player Player
---@param key string
---@return boolean
function game.player_flag(player, key) end
---@param player Player
---@param rooms Room|Room[]
function game.reveal(player, rooms) end
---@param player Player
---@param room Room
---@param kind string
---@param present boolean
function game.learn(player, room, kind, present) end
---@param player Player
---@return boolean
function game.torch_lit(player) end
---@param player Player
---@param lit boolean
---@return boolean
function game.set_torch_lit(player, lit) end
---@param player Player
---@param kind MessageKind
---@param text string
function game.message(player, kind, text) end
---@param kind MessageKind
---@param text string
function game.message_all(kind, text) end

-- Randomness: the game's seeded stream

---@param p number
---@return boolean
function game.chance(p) end
---@generic T
---@param list T[]
---@return T?
function game.pick(list) end
---@generic T
---@param list T[]
---@return T[]
function game.shuffle(list) end

-- Writing on the cave: names, descriptions, marks, passages

---@param room Room
---@param text string? at most 40 bytes; nil clears
function game.name_room(room, text) end
---@param room Room
---@return string? name a mod's, else the room graph's
function game.room_name(room) end
---@param room Room
---@param text string? at most 400 bytes, read out by `look`; nil clears
function game.describe_room(room, text) end
---@param room Room
---@return string?
function game.room_description(room) end
---@param player Player
---@param room Room
---@param glyph string? one printable character; nil clears
---@param label? string at most 40 bytes
function game.mark_room(player, room, glyph, label) end
---@param player Player
---@param room Room
---@return string? glyph
---@return string? label
function game.map_mark(player, room) end
---@param a Room
---@param b Room a neighbour of a
function game.open_passage(a, b) end
---@param a Room
---@param b Room a neighbour of a; an error when closing makes the game unwinnable
function game.close_passage(a, b) end

-- The layout, while on_generate and setup draw it (elsewhere an error).

---Draws another layout once this one's hooks have run.
---@param reason string 1 to 200 bytes, named if no layout pleases
function game.reject_layout(reason) end
---No kind's setup is offered this room by game.empty_rooms.
---@param room Room
function game.reserve_room(room) end

-- Storage: what a mod keeps from one game to the next (not part of a game)

---@param key string 1 to 64 bytes
---@return boolean|number|string|nil value what this mod stored under key
function game.stored(key) end
---@param key string 1 to 64 bytes
---@param value boolean|number|string|nil nil removes it; at most 16 KiB a mod
function game.store(key, value) end

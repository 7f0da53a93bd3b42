---@meta
-- Editor stubs for the wumpus rules API (lua-language-server): never
-- loaded by the game. See scripts/README.md for what each function does.

---@alias Room integer
---@alias Thing integer
---@alias Player integer
---@alias Value boolean|integer|number|string
---@alias Direction "north"|"east"|"south"|"west"|"up"|"down"|"n"|"e"|"s"|"w"|"u"|"d"

---@class Hooks
---@field setup_order? number
---@field setup? fun()
---@field on_enter? fun(player: Player, room: Room)
---@field percepts? fun(player: Player, room: Room): string?, string?
---@field shoot? fun(player: Player, flight: Room[])
---@field take? fun(player: Player, room: Room)
---@field use? fun(player: Player, item: string): boolean?
---@field reach_exit? fun(player: Player)
---@field on_turn? fun(player: Player)
---@field on_tick? fun()
---@field on_hit? fun(thing: Thing, player: Player)
---@field on_miss? fun(player: Player)

---@class ThingInfo
---@field id Thing
---@field kind string
---@field room Room?
---@field holder Player?

---@class RoomFilter
---@field off_path? boolean
---@field lit? boolean
---@field reachable_avoiding? string[]

game = {}

---@param kind string
---@param hooks Hooks
function game.register(kind, hooks) end
---@param event string
function game.emit(event, ...) end

---@return Room[]
function game.rooms() end
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
---@return boolean
function game.is_open(a, b) end
---@param room Room
---@param direction Direction
---@return Room?
function game.step(room, direction) end
---@return Room[]
function game.solution() end
---@param avoid? Room[]
---@return Room[]?
function game.path(from, to, avoid) end
---@param filter? RoomFilter
---@return Room[]
function game.empty_rooms(filter) end
---@param kinds string[]
---@return Room[]
function game.rooms_without(kinds) end
---@return Value?
function game.room_property(room, key) end
---@param value Value?
function game.set_room_property(room, key, value) end
---@return boolean
function game.room_flag(room, key) end
---@return Value?
function game.variable(key) end
---@param value Value?
function game.set_variable(key, value) end
---@return number?
function game.parameter(key, default) end
---@return integer
function game.turn() end

---@return Thing
function game.place(kind, room) end
---@return Thing
function game.give(kind, player) end
function game.move_thing(thing, room) end
function game.carry(thing, player) end
function game.remove(thing) end
---@return ThingInfo?
function game.thing(thing) end
---@param kind? string
---@return Thing[]
function game.things_in(room, kind) end
---@return boolean
function game.has(room, kind) end
---@return boolean
function game.next_to(room, kind) end
---@return Thing[]
function game.things_of(kind) end
---@return Thing[]
function game.things_held(player) end
---@return Value?
function game.property(thing, key) end
---@param value Value?
function game.set_property(thing, key, value) end
---@return boolean
function game.flag(thing, key) end

---@return Player[]
function game.players() end
---@return Player[]
function game.players_in(room) end
---@return string
function game.player_name(player) end
---@return Room
function game.player_room(player) end
function game.move_player(player, room) end
---@return Direction
function game.facing(player) end
---@param direction Direction
function game.set_facing(player, direction) end
---@return boolean
function game.alive(player) end
---@return boolean
function game.won(player) end
---@param cause string
function game.kill(player, cause) end
function game.win(player) end
---@return integer
function game.arrows(player) end
function game.set_arrows(player, arrows) end
---@return integer
function game.gold(player) end
function game.add_gold(player, delta) end
---@return table<string, integer>
function game.items(player) end
---@return integer
function game.item_count(player, item) end
---@return integer
function game.add_item(player, item, delta) end
---@return boolean
function game.torch_lit(player) end
---@param lit boolean
function game.set_torch_lit(player, lit) end
---@param kind "breeze"|"stench"|"flapping"|"gold"|"bats"|"arrow"|"death"|"victory"|"info"|string
function game.message(player, kind, text) end
function game.message_all(kind, text) end

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

-- Example mod: doors and keys. As the cave is carved (on_generate), a
-- dead end off the way out becomes a strongroom behind a locked door:
-- the passage into it is closed (game.close_passage) and an iron key
-- lies elsewhere. Carry the key into the room before the door and it
-- opens (game.open_passage): the strongroom holds a chest of arrows.
-- The rooms are named and described (game.name_room,
-- game.describe_room), and the door is marked on every player's map
-- (game.mark_room). Nothing needed to win lies behind the door, so the
-- cave stays winnable with the door shut, as the engine demands.

local function strongroom() return game.variable("doors:strongroom") end
local function hall() return game.variable("doors:hall") end

-- Rooms off the way out joined to the cave by one passage.
local function dead_ends()
  local rooms = {}
  for _, room in ipairs(game.empty_rooms({ off_path = true })) do
    if room ~= game.exit() and #game.open_neighbours(room) == 1 then
      rooms[#rooms + 1] = room
    end
  end
  return rooms
end

local function mark_door(player, label)
  game.mark_room(player, hall(), "+", label)
end

-- The player carrying the key stands before the locked door: it opens.
local function try_door(player, room)
  if room ~= hall() or game.is_open(room, strongroom()) then return end
  if game.item_count(player, "doors:key") == 0 then
    game.message(player, "info", "The iron door is locked.")
    return
  end
  game.open_passage(room, strongroom())
  game.describe_room(room, "An iron door stands open in one wall.")
  for _, other in ipairs(game.players()) do mark_door(other, "an open door") end
  game.message(player, "info", "The key turns: the iron door swings open.")
end

game.register("doors:key", {
  name = "iron key",
  glyph = "k",
  colour = "yellow",

  on_generate = function()
    local room = game.pick(dead_ends())
    if not room then return end  -- a cave without dead ends: no door
    local before = game.open_neighbours(room)[1]
    game.close_passage(room, before)  -- cuts off the dead end alone
    game.set_variable("doors:strongroom", room)
    game.set_variable("doors:hall", before)
    game.name_room(room, "the strongroom")
    game.describe_room(room, "Shelves line the walls; a chest stands here.")
    game.describe_room(before, "A locked iron door is set in one wall.")
    game.place("doors:chest", room)
    local key_rooms = {}
    for _, r in ipairs(game.empty_rooms()) do
      if r ~= before then key_rooms[#key_rooms + 1] = r end
    end
    local key_room = game.pick(key_rooms)
    if key_room then game.place("doors:key", key_room) end
  end,

  on_join = function(player)
    if hall() then mark_door(player, "a locked door") end
  end,

  on_enter = function(player, room)
    for _, id in ipairs(game.things_in(room, "doors:key")) do
      game.carry(id, player)
      game.message(player, "info", "You pick up an iron key.")
    end
    if hall() then try_door(player, room) end
  end,
})

game.register("doors:chest", {
  name = "chest",
  glyph = "=",
  colour = "yellow",

  on_enter = function(player, room)
    for _, id in ipairs(game.things_in(room, "doors:chest")) do
      game.remove(id)
      game.set_arrows(player, game.arrows(player) + 2)
      game.message(player, "info", "You open the chest: two arrows.")
    end
  end,
})

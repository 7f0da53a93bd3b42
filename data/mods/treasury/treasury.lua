-- Example mod: a vault built as the cave is carved (on_generate). A dead
-- end off the way out is sealed (game.close_passage) and kept for the
-- treasury (game.reserve_room: no other kind's setup is offered it);
-- its hoard waits inside. A lever somewhere else opens it: the lever
-- declares layout = "needed", so whatever pits and bats the built-in
-- rules place afterwards, the engine keeps the lever reachable without
-- entering a hazard (a layout that cuts it off is drawn again). Stand by
-- the lever and `pull` (a verb of this mod's own); then walk in for the
-- hoard.

local function vault() return game.variable("treasury:vault") end

-- Rooms off the way out joined to the cave by one passage, away from
-- the entrance and the exit.
local function dead_ends()
  local rooms = {}
  for _, room in ipairs(game.empty_rooms({ off_path = true })) do
    if room ~= game.exit() and #game.open_neighbours(room) == 1 and
        #game.path(game.entrance(), room) > 2 then
      rooms[#rooms + 1] = room
    end
  end
  return rooms
end

game.register("treasury:lever", {
  name = "lever",
  glyph = "/",
  colour = "yellow",
  layout = "needed",

  on_generate = function()
    local room = game.pick(dead_ends())
    if not room then return end  -- a cave without dead ends: no treasury
    local door = game.open_neighbours(room)[1]
    game.close_passage(room, door)
    game.reserve_room(room)
    game.set_variable("treasury:vault", room)
    game.set_variable("treasury:door", door)
    game.name_room(room, "the treasury")
    game.place("treasury:hoard", room)
    local others = {}
    for _, r in ipairs(game.empty_rooms()) do
      if r ~= game.exit() then others[#others + 1] = r end
    end
    game.place("treasury:lever", game.pick(others))
  end,
})

game.register("treasury:hoard", {
  name = "hoard",
  glyph = "$",
  colour = "yellow",

  on_enter = function(player, room)
    for _, id in ipairs(game.things_in(room, "treasury:hoard")) do
      game.remove(id)
      game.add_gold(player, 2)
      game.message(player, "gold", "You fill your pockets from the hoard.")
    end
  end,
})

game.verb("pull", { help = "pull the lever in this room" }, function(player)
  local room = game.player_room(player)
  if #game.things_in(room, "treasury:lever") == 0 then
    game.message(player, "info", "There is no lever here.")
    return false  -- declined: no turn passes
  end
  if game.variable("treasury:open") then
    game.message(player, "info", "The lever is stuck down; the way is open.")
    return false
  end
  game.open_passage(vault(), game.variable("treasury:door"))
  game.set_variable("treasury:open", true)
  game.message(player, "info", "Far off, stone grinds on stone.")
end)

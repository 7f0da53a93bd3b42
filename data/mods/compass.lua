-- Example mod: a compass. It lies on the way out; picked up (on_pick_up),
-- `use compass` names the way towards the exit from where the player
-- stands. Shows a kind's looks (name, glyph, colour) and an item of the
-- inventory. Play with `wumpus play --mod compass`.

local kDirections = { "north", "east", "south", "west", "up", "down" }

-- The direction of the first step of the shortest open path to the exit.
local function way_out(room)
  local path = game.path(room, game.exit())
  if not path or #path < 2 then return nil end
  for _, direction in ipairs(kDirections) do
    if game.step(room, direction) == path[2] then return direction end
  end
  return nil
end

game.register("compass", {
  name = "brass compass",
  glyph = "+",
  colour = "cyan",
  setup_order = 55, -- after the built-in things, before the Wumpus

  setup = function()
    local path = game.solution()
    game.place("compass", path[math.min(2, #path)])
  end,

  on_enter = function(player, room)
    for _, id in ipairs(game.things_in(room, "compass")) do
      game.carry(id, player)
    end
  end,

  on_pick_up = function(player, id)
    if game.thing(id).kind == "compass" then
      game.message(player, "info", "You pick up a brass compass: use compass.")
    end
  end,

  use = function(player, item)
    if item ~= "compass" and item ~= "brass compass" then return false end
    if game.item_count(player, "compass") == 0 then return false end
    local direction = way_out(game.player_room(player))
    if direction then
      game.message(player, "info", "The needle points " .. direction .. ".")
    else
      game.message(player, "info", "The needle spins: you are at the exit.")
    end
    return true
  end,
})

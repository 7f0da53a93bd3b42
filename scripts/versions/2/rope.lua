-- Rope: one coil lies in a room the player can reach safely. It is picked
-- up on entering its room (or with `take`) unless the room is dark and
-- the player has no lit torch. Carried, it gets the player out of one pit
-- (see pit.lua).

local function pick_up(player, room)
  if game.room_flag(room, "dark") and not game.torch_lit(player) then return end
  for _, id in ipairs(game.things_in(room, "rope")) do
    game.carry(id, player)
    game.message(player, "info", "You pick up a rope.")
  end
end

game.register("rope", {
  near = "rope",  -- on_enter runs only with a rope here or next door
  setup = function()
    local rooms = game.empty_rooms({ reachable_avoiding = { "pit", "bats" } })
    local room = game.pick(rooms)
    if room then game.place("rope", room) end
  end,

  on_enter = pick_up,
  take = pick_up,

  use = function(player, item)
    if item ~= "rope" or game.item_count(player, "rope") == 0 then return false end
    game.message(player, "info", "You coil your rope. It will get you out of a pit.")
    return true
  end,
})

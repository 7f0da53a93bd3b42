-- Gold: 1-3 pieces (the preset's "gold") lie in rooms the player can reach
-- without entering a pit or bat room. Gold is picked up on entering its
-- room (or with `take`), unless the room is dark and the player has no
-- lit torch. Where gold lies and can be seen, it glitters.

local function can_see(player, room)
  return not game.room_flag(room, "dark") or game.torch_lit(player)
end

local function pick_up(player, room)
  if not can_see(player, room) then return end
  for _, id in ipairs(game.things_in(room, "gold")) do
    game.remove(id)
    game.add_gold(player, 1)
    game.message(player, "gold", "You pick up a piece of gold!")
  end
end

game.register("gold", {
  near = "gold",  -- on_enter and percepts run only with gold here or next door
  setup = function()
    local rooms = game.shuffle(
      game.empty_rooms({ reachable_avoiding = { "pit", "bats" } }))
    for i = 1, math.min(game.parameter("gold", 1), #rooms) do
      game.place("gold", rooms[i])
    end
  end,

  on_enter = pick_up,
  take = pick_up,

  percepts = function(player, room)
    if game.has(room, "gold") and can_see(player, room) then
      return "glitter", "Something glitters here."
    end
  end,
})

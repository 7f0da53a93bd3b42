-- Bats: giant bats roost in 1-2 rooms (the preset's "bats"). Entering a
-- bat room gets the player carried off to a random room with no Wumpus,
-- no pit and no bats. Their flapping is heard next door.

game.register("bats", {
  -- Hazards go first, off the entrance-exit path, so the things placed
  -- after them can be put where the player reaches them safely.
  setup_order = 10,
  near = "bats",  -- on_enter and percepts run only with bats here or next door

  setup = function()
    local rooms = game.shuffle(game.empty_rooms({ off_path = true }))
    -- At least one colony, fewer than the preset asks for in a small cave.
    local count = math.max(1, math.min(game.parameter("bats", 1), #rooms // 8))
    for i = 1, math.min(count, #rooms) do
      -- Hidden: sensed from next door by their flapping, not seen.
      game.set_property(game.place("bats", rooms[i]), "hidden", true)
    end
  end,

  on_enter = function(player, room)
    if not game.has(room, "bats") then return end
    local safe = game.rooms_without({ "wumpus", "pit", "bats" })
    game.message(player, "bats", "Giant bats snatch you and carry you off!")
    -- The engine then calls on_enter again for the room of arrival.
    game.move_player(player, game.pick(safe))
  end,

  percepts = function(player, room)
    if game.next_to(room, "bats") then
      return "flapping", "You hear flapping."
    end
  end,
})

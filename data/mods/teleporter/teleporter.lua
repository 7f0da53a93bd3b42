-- Example mod: a teleporter. One pad lies in a room the player can reach
-- safely; stepping on it sends the player to a random room with no
-- Wumpus, pit or bats (never the pad's own room), where the rules of the
-- room of arrival apply as usual. The pad hums, and the hum is heard next
-- door. No C++ change: play with `wumpus play --mods data/mods`.

game.register("teleporter", {
  setup_order = 55,  -- after the built-in things, before the Wumpus

  setup = function()
    local room = game.pick(game.empty_rooms({
      reachable_avoiding = { "pit", "bats" } }))
    if room then game.place("teleporter", room) end
  end,

  on_enter = function(player, room)
    if not game.has(room, "teleporter") then return end
    local targets = game.rooms_without({ "wumpus", "pit", "bats", "teleporter" })
    game.message(player, "info", "The floor hums, light flashes: you are elsewhere.")
    game.move_player(player, game.pick(targets))
  end,

  percepts = function(player, room)
    if game.next_to(room, "teleporter") then
      return "hum", "You hear a low hum."
    end
  end,
})

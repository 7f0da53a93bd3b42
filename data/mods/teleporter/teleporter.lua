-- Example mod: a teleporter. One pad lies in a room the player can reach
-- safely; stepping on it sends the player to a random empty room from
-- which the entrance can be reached without crossing a pit or bats (so
-- the game stays winnable). The pad hums, and the hum is heard next door.
-- No C++ change: play with `wumpus play --mods data/mods`.

game.register("teleporter", {
  setup_order = 55,  -- after the built-in things, before the Wumpus

  setup = function()
    local room = game.pick(game.empty_rooms({
      reachable_avoiding = { "pit", "bats" } }))
    if room then game.place("teleporter", room) end
  end,

  on_enter = function(player, room)
    if not game.has(room, "teleporter") then return end
    local targets = game.empty_rooms({ reachable_avoiding = { "pit", "bats" } })
    game.message(player, "info", "The floor hums, light flashes: you are elsewhere.")
    game.move_player(player, game.pick(targets))
  end,

  percepts = function(player, room)
    if game.next_to(room, "teleporter") then
      return "hum", "You hear a low hum."
    end
  end,
})

-- Example mod: a map scroll. It lies in a room off the way out that is
-- safe to reach; whoever picks it up sees the way from the entrance to
-- the exit on their map (game.reveal). Play with
-- `wumpus play --mod map_scroll`.

game.register("map_scroll", {
  name = "map scroll",
  glyph = "?",
  colour = "yellow",
  setup_order = 55, -- after pits and bats, so the room can be reached

  setup = function()
    local room = game.pick(game.empty_rooms({
      off_path = true, reachable_avoiding = { "pit", "bats" } }))
    if room then game.place("map_scroll", room) end
  end,

  on_enter = function(player, room)
    for _, id in ipairs(game.things_in(room, "map_scroll")) do
      game.carry(id, player)
    end
  end,

  on_pick_up = function(player, id)
    if game.thing(id).kind ~= "map_scroll" then return end
    game.reveal(player, game.solution())
    game.message(player, "info",
                 "You unroll a map scroll: the way out is drawn on it.")
  end,
})

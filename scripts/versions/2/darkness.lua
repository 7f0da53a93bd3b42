-- Darkness: some rooms (the preset's "dark") are dark. What lies in a dark
-- room is found only with a lit torch: the engine hides it from view, and
-- gold.lua and rope.lua leave it where it is. The entrance stays lit.

game.register("darkness", {
  setup_order = 20,  -- after the hazards, before the things (see torch.lua)

  setup = function()
    local rooms = {}
    for _, room in ipairs(game.rooms()) do
      if room ~= game.entrance() then rooms[#rooms + 1] = room end
    end
    game.shuffle(rooms)
    for i = 1, math.min(game.parameter("dark", 0), #rooms // 4) do
      game.set_room_property(rooms[i], "dark", true)
    end
  end,
})

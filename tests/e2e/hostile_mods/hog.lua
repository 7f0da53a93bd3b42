-- A mod that copies a world variable of 1 MiB (its quota of variables)
-- into Lua over and over: the memory cap must stop it long before the
-- process grows.
local keep = {}
game.register("hog", { on_turn = function(player)
  if not game.variable("hog:big") then
    game.set_variable("hog:big", string.rep("x", (1 << 20) - 64))
  end
  for i = 1, 48 do keep[#keep + 1] = game.variable("hog:big") end
end })

-- A mod that copies a world variable of 8 MiB into Lua over and over:
-- the memory cap must stop it long before the process grows.
local keep = {}
game.register("hog", { on_turn = function(player)
  if not game.variable("hog:big") then
    local s = string.rep("x", 1 << 20)
    game.set_variable("hog:big", s .. s .. s .. s .. s .. s .. s .. s)
  end
  for i = 1, 32 do keep[#keep + 1] = game.variable("hog:big") end
end })

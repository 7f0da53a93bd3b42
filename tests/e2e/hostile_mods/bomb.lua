-- 700 messages of 1 MiB in one hook: once took the process to 2.1 GB,
-- as the engine's copies of messages counted against no cap.
game.register("bomb", { on_turn = function(player)
  local s = string.rep("x", 1 << 20)
  for i = 1, 700 do game.message(player, "info", s) end
end })

-- A mod that shows every value that differs between processes unless the
-- sandbox hides it: table and function names, %s of a table, the heap.
game.register("leaky", { on_turn = function(player)
  local t = {}
  game.message(player, "info", "leaky: " .. tostring(t) .. " " .. tostring(print)
    .. " " .. ("%s"):format({}) .. " heap=" .. tostring(collectgarbage("count"))
    .. " p=" .. tostring(pcall(string.format, "%p", t)))
end })

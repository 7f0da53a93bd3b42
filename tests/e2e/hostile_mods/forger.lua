-- Text with ESC, CR and LF in every route a mod's text takes, each
-- trying to clear the screen and forge a line of another mod's.
local forged = "\27[2J\rok\nrule error: canary.lua:1: FORGED\27]0;title\7"
game.register("forger", {
  percepts = function(player, room) return "noise", forged end,
  on_turn = function(player)
    game.message(player, "info", forged)
    game.log(forged)
    if game.turn() == 2 then error(forged) end
  end })

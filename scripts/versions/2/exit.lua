-- The exit: standing in the exit room with the Wumpus dead and at least
-- one gold wins the game. Without both, the player is told what is
-- missing and play goes on. In shared play the gold is the team's: any
-- player's gold counts, each player leaves by the exit, and the team has
-- won when every living player has left.

local function wumpus_alive()
  for _, id in ipairs(game.things_of("wumpus")) do
    if not game.flag(id, "dead") then return true end
  end
  return false
end

local function team_gold()
  local total = 0
  for _, id in ipairs(game.players()) do total = total + game.gold(id) end
  return total
end

game.register("exit", {
  reach_exit = function(player)
    local alive, gold = wumpus_alive(), team_gold() > 0
    if not alive and gold then
      game.win(player)
      game.message(player, "victory",
        "You climb out of the cave with the gold. You win!")
      return
    end
    local missing = {}
    if alive then missing[#missing + 1] = "kill the Wumpus" end
    if not gold then missing[#missing + 1] = "find some gold" end
    game.message(player, "info", "This is the exit, but you still need to "
      .. table.concat(missing, " and ") .. ".")
  end,
})

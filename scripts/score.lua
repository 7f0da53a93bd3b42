-- The score: what the high-score tables rank, for a game won or lost. It
-- counts skill, not the cave's size. A win is worth 1000 points, each
-- gold carried 100 and each arrow left 50; and up to 1000 more for speed:
-- all of it in as few turns as the par, the shortest walk that wins (from
-- the entrance to the Wumpus's side, a shot, on to the exit, round pits
-- and bats), and par / turns of it in more. That sum is weighed by the
-- preset's grade, its "difficulty" (1 unless the preset says: easy 1,
-- classic 2, hard 3). A game lost scores its gold, weighed the same. A
-- larger cave scores more only as its par grows no faster than the turns
-- a player needs. Mods may add to the total (a score hook gets the points
-- so far and returns the new ones) or wrap or replace this formula.

-- Moves from `from` to `to`, round the rooms in `avoid` if it can be done.
local function distance(from, to, avoid)
  local path = game.path(from, to, avoid) or game.path(from, to)
  return path and #path - 1 or 0
end

-- The par: the fewest turns of a win, shooting from next to the Wumpus.
local function par()
  local avoid = {}
  for _, kind in ipairs({ "pit", "bats" }) do
    for _, id in ipairs(game.things_of(kind)) do
      local room = game.thing(id).room
      if room then avoid[#avoid + 1] = room end
    end
  end
  local entrance, exit = game.entrance(), game.exit()
  for _, id in ipairs(game.things_of("wumpus")) do
    local room = game.thing(id).room
    if room then
      return distance(entrance, room, avoid) + distance(room, exit, avoid) - 1
    end
  end
  return distance(entrance, exit, avoid)
end

game.register("score", {
  score = function(player)
    local grade = game.parameter("difficulty", 1)
    if not game.won(player) then return 100 * game.gold(player) * grade end
    local turns = math.max(game.turns(player), 1)
    local speed = math.min(1, math.max(par(), 1) / turns)
    return (1000 + 100 * game.gold(player) + 50 * game.arrows(player)
      + 1000 * speed) * grade
  end,
})

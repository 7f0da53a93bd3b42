-- The score: what the high-score tables rank, for a game won or lost. A
-- win is worth 1000 points, each gold carried 100 and each arrow left 10;
-- that sum is weighed by the preset's "difficulty" (1 unless the preset
-- says: easy 1, classic 2, hard 3) and by the cave's size, the square
-- root of its rooms over 64 (a 6x6 cave 0.75, 8x8 1, 12x12 1.5, 20x20
-- 2.5), so a harder, larger win scores more. Each turn costs one point
-- divided by that size, since a larger cave takes more steps to cross.
-- Mods may add to the total (a score hook gets the points so far and
-- returns the new ones) or wrap or replace this formula.

game.register("score", {
  score = function(player)
    local size = math.sqrt(game.room_count() / 64)
    local points = 100 * game.gold(player) + 10 * game.arrows(player)
    if game.won(player) then points = points + 1000 end
    return points * game.parameter("difficulty", 1) * size
      - game.turns(player) / size
  end,
})

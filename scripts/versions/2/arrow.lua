-- Arrows: the player starts with the preset's "arrows". A shot flies up to
-- the preset's "arrow_range" rooms (5 unless it says; mods may change it
-- with game.set_arrow_range) along open passages, in the facing direction
-- or a crooked list of directions (the engine works out the rooms and
-- stops at a wall). As in the original, an arrow may not fly back into
-- the room it just left (the preset's "arrow_straight", 1 unless it says
-- 0: the engine refuses such a shot), and one that comes round to the
-- shooter's room hits the shooter ("arrow_hits_shooter", likewise). The
-- first thing it passes with the property "target" (the Wumpus) is hit:
-- the "on_hit" event goes to every kind. Otherwise the shot missed and
-- the "on_miss" event goes out (the Wumpus wakes). Running out is told.

game.register("arrow", {
  setup = function()
    game.set_arrow_range(game.parameter("arrow_range", 5))
    game.set_arrow_rules({
      straight = game.parameter("arrow_straight", 1) ~= 0,
      hits_shooter = game.parameter("arrow_hits_shooter", 1) ~= 0,
    })
  end,

  shoot = function(player, flight)
    local arrows = game.arrows(player)
    if arrows == 0 then
      game.message(player, "arrow", "You have no arrows left.")
      return
    end
    game.set_arrows(player, arrows - 1)
    local hit = nil
    local here = game.player_room(player)
    local shooter = false
    for _, room in ipairs(flight) do
      for _, id in ipairs(game.things_in(room)) do
        if not hit and game.flag(id, "target") and not game.flag(id, "dead") then
          hit = id
        end
      end
      if hit then break end
      -- The engine ends such a flight here (game.arrow_rules).
      if room == here and game.arrow_rules().hits_shooter then
        shooter = true
        break
      end
    end
    if hit then
      game.emit("on_hit", hit, player)
    elseif shooter then
      game.message(player, "death", "Ouch! Your arrow comes round and hits you!")
      game.kill(player, "shot by their own arrow")
    else
      game.message(player, "arrow", #flight == 0
        and "Your arrow hits the wall."
        or "Your arrow flies through " .. #flight
          .. (#flight == 1 and " room" or " rooms") .. " and misses.")
      game.emit("on_miss", player)
    end
    if arrows == 1 then
      game.message(player, "arrow", "That was your last arrow.")
    end
  end,
})

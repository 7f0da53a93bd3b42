-- Example mod that depends on another (mod.conf: depends = webs). It
-- reads what webs exports (is_held, hold_turns) and hooks the event webs
-- raises (on_webbed): when a player sticks in a web, the spider comes
-- down the threads, and each turn they stay held it bites an arrow out
-- of their quiver. All it keeps lives in the world (a player property),
-- so saves and replays carry it.

local webs = game.import("webs")

game.register("arachnid:spider", {
  name = "spider",

  on_webbed = function(player, room)
    game.set_player_property(player, "arachnid:hunted", true)
    game.message(player, "info", "Something large scuttles down the threads (" ..
                 webs.hold_turns .. " turns to tear free).")
  end,

  on_turn = function(player)
    if not game.player_flag(player, "arachnid:hunted") then return end
    if not webs.is_held(player) then
      game.set_player_property(player, "arachnid:hunted", nil)
      return
    end
    if game.arrows(player) > 0 then
      game.set_arrows(player, game.arrows(player) - 1)
      game.message(player, "info", "The spider bites: an arrow snaps in your quiver.")
    end
  end,
})

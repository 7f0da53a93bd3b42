-- Example mod (a folder with mod.conf): a ghost, namespaced as
-- ghosts:ghost, drifts one room each world turn (on_tick, once however
-- many players there are). It passes through walls of rock but not
-- closed passages, harms no one, but whoever it meets (walking in on
-- them: on_walk_in, or they on it: on_enter) shivers, and the chill is
-- counted on the player (a player property). A draught is felt next door.

local function chill(player)
  local chills = (game.player_property(player, "ghosts:chills") or 0) + 1
  game.set_player_property(player, "ghosts:chills", chills)
  game.message(player, "info", "Something cold passes through you (" ..
               chills .. (chills == 1 and " chill" or " chills") .. ").")
end

game.register("ghosts:ghost", {
  name = "ghost",
  glyph = "G",
  colour = "white",
  setup_order = 55,

  setup = function()
    local room = game.pick(game.empty_rooms({ off_path = true }))
    if room then
      local id = game.place("ghosts:ghost", room)
      game.set_property(id, "hidden", true)
    end
  end,

  on_tick = function()
    for _, id in ipairs(game.things_of("ghosts:ghost")) do ghosts_drift(id) end
  end,

  on_walk_in = function(id, player)
    if game.thing(id).kind == "ghosts:ghost" then chill(player) end
  end,

  on_enter = function(player, room)
    if game.has(room, "ghosts:ghost") then chill(player) end
  end,

  percepts = function(player, room)
    if game.next_to(room, "ghosts:ghost") then
      return "draught", "You feel a cold draught."
    end
  end,
})

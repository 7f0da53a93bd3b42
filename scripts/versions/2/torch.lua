-- Torch: one lies in a lit room the player can reach safely. It is picked
-- up on entering its room (or with `take`) and lit at once. A lit torch
-- lights dark rooms (see darkness.lua) and widens what the player sees
-- along open corridors (the preset's "torch_sight"). `use torch` puts it
-- out or lights it again; dropping the last torch puts it out.

local function pick_up(player, room)
  for _, id in ipairs(game.things_in(room, "torch")) do
    game.carry(id, player)
    game.set_torch_lit(player, true)
    game.message(player, "info", "You pick up a torch and light it.")
  end
end

game.register("torch", {
  near = "torch",  -- on_enter runs only with a torch here or next door
  setup = function()
    local rooms = game.empty_rooms({ lit = true,
                                     reachable_avoiding = { "pit", "bats" } })
    local room = game.pick(rooms)
    if room then game.place("torch", room) end
  end,

  on_enter = pick_up,
  take = pick_up,

  use = function(player, item)
    if item ~= "torch" or game.item_count(player, "torch") == 0 then return false end
    local lit = not game.torch_lit(player)
    game.set_torch_lit(player, lit)
    game.message(player, "info", lit and "You light the torch." or "You put out the torch.")
    return true
  end,

  on_drop = function(player, id)
    if game.thing(id).kind == "torch" and game.item_count(player, "torch") == 0 then
      game.set_torch_lit(player, false)
    end
  end,
})

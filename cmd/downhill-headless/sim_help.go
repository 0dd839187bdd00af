package main

// simScenarioHelp documents the scenario file letters, as
// testdata/sim/README.md does.
const simScenarioHelp = `Scenario files (-map): one row per line, all rows the same width.
  #  wall          .  floor         +  door        '  open door
  ~  shallow       =  deep water    ,  snow        1-9 rock (hardness digit x 28)
  >  stairs down   <  stairs up     @  the player  $  gold (10)
Creatures (hunting unless said):
  g  goblin        G  greedy goblin w  wounded goblin (1/3 HP)
  a  archer        t  tunneler      n  naive chaser  z  sleeping goblin
Items (lying on the floor; the player picks them up by walking onto them):
  !  healing draught   *  noisemaker   %  smoke bomb   ?  scroll of fear
  ^  caltrops          (  pick         &  the Heart of the Mountain
`

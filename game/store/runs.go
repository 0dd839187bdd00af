package store

import "downhill/game"

// LoadBestRuns reads the best runs table kept in sl, best first (none
// kept: an empty table). A table that cannot be read is moved aside and
// note says so (see Slot.Read); the table is then empty.
func LoadBestRuns(sl Slot) (runs []game.Recap, note string) {
	_, note, _ = sl.Read(func(b []byte) (err error) {
		runs, err = game.ParseBestRuns(b)
		return err
	})
	if note != "" {
		note += "A new table starts."
	}
	return runs, note
}

// AddRun puts the finished run r into the table kept in sl and stores it;
// it returns the table, r's place in it (-1: not in it) and a note for the
// player when the old table could not be read (kept aside) or the new one
// not stored. A table that could not be moved aside is not written over.
func AddRun(sl Slot, r game.Recap) (runs []game.Recap, place int, note string) {
	_, note, held := sl.Read(func(b []byte) (err error) {
		runs, err = game.ParseBestRuns(b)
		return err
	})
	runs, place = game.RankRun(runs, r)
	if held {
		return runs, place, note + "This run is not recorded."
	}
	if note != "" {
		note += "A new table starts."
	}
	data, err := game.FormatBestRuns(runs)
	if err == nil {
		err = sl.Save(data)
	}
	if err != nil {
		note += "The best runs could not be saved (" + err.Error() + ")."
	}
	return runs, place, note
}

// Package store is what Downhill keeps between sittings and the rule for
// using it: the saved game, the settings, the best runs and the sandbox's
// drawing, behind one Storage (files on the desktop, localStorage in the
// browser, memory in tests), and one save policy for every front end.
//
// A front end needs three calls, and a lock if it saves from elsewhere:
//
//	sit := store.Open(st, opts, log)     // the game to play, per the policy
//	s, err := session.Begin(sit, events) // settings, best runs, saving after turns
//	sit.Save("window closed")            // save now: close, tab hidden, a signal
//
// (Begin wires the rest: the settings are saved as they change, a finished
// run goes into the best runs, store.LoadBestRuns reads them for `#`.) A
// save from another goroutine (a SIGTERM handler) waits for Sitting.Lock,
// which the front end holds while it updates the session.
//
// The policy (Open): a sitting continues the kept game; a kept save that
// cannot be read, or that fails the rules' checks, is moved aside (FILE.bad,
// FILE.bad.2, ... on the desktop, KEY.bad ... in localStorage), never
// overwritten, and a new game starts saying so; a seed given (-seed, a
// ?seed= link) plays a one-off game that is not saved unless the kept game
// is that seed's (a reload) or nothing is kept yet; -new starts a new game
// that replaces the kept one; -compare and -sandbox keep no game at all.
//
// One writer per save: Open takes the save's SaveLock (a flock beside the
// file, a Web Lock in the browser) before it reads a save it may keep,
// and a sitting keeps its game only while it holds it. A second window or
// tab on the same save plays a one-off game and says where the save is
// open (Sitting.Elsewhere); it may wait for the other to close, or in the
// browser ask it to let go (Sitting.Wait, TakeOver, Claim). A sitting
// that loses its lock stops saving and says so. Only regular files are
// ever read, written or moved aside (Files.CheckPlaces refuses the rest
// as the game starts).
//
// The package knows no toolkit: it imports the rules (game) and the
// standard library, plus syscall/js in local_js.go, the browser's storage.
package store

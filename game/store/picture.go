package store

// PictureKey is the browser's localStorage key of the kept picture: the
// first frame a start from the save will draw, which the next visit's
// page paints before the module is read (game/front/start's KeepPicture
// writes it, web/index.html reads it). Local frees it when a save would
// not fit beside it.
const PictureKey = "downhill.picture"

module downhill

go 1.26.0

require (
	gioui.org v0.10.3 // indirect
	golang.org/x/image v0.47.0 // indirect
)

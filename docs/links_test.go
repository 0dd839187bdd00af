package docs

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"downhill/internal/repofile"
)

// pages are the documents whose links are checked, from the module's root:
// the README, the developers' guide, every page here and the scenarios'
// README.
func pages(t *testing.T) []string {
	docs, err := filepath.Glob(repofile.Path(t, "docs/*.md"))
	if err != nil || len(docs) == 0 {
		t.Fatalf("no docs/*.md: %v", err)
	}
	list := []string{"README.md", "DEVELOPERS.md", "testdata/sim/README.md"}
	for _, d := range docs {
		list = append(list, "docs/"+filepath.Base(d))
	}
	return list
}

var (
	// link is a Markdown link or image: its target, up to a space or ")".
	link = regexp.MustCompile(`\]\(([^)\s]+)\)`)
	// codePath is a code span naming a file or directory of the repository
	// from its root: `game/session/keys.go`, `ai/dijkstra`, `docs/`.
	codePath = regexp.MustCompile("`((?:ai|assets|cmd|docs|game|internal|render|testdata|web|world|\\.ci)/[A-Za-z0-9_./-]*)`")
	// fence is a fenced code block's delimiter line.
	fence = regexp.MustCompile("(?m)^\\s*```")
)

// TestLinks checks that every relative link of every page names a file or
// directory that exists, and that a link's #anchor names a heading of the
// page it points to.
func TestLinks(t *testing.T) {
	root := repofile.Root(t)
	for _, page := range pages(t) {
		text := string(repofile.Read(t, page))
		for _, m := range link.FindAllStringSubmatch(text, -1) {
			target := m[1]
			if strings.Contains(target, "://") || strings.HasPrefix(target, "mailto:") {
				continue
			}
			file, anchor, _ := strings.Cut(target, "#")
			path := filepath.Join(root, filepath.Dir(page), filepath.FromSlash(file))
			if file == "" {
				path = filepath.Join(root, page)
			}
			if _, err := os.Stat(path); err != nil {
				t.Errorf("%s: link %q: no such file", page, target)
				continue
			}
			if anchor != "" && !hasAnchor(t, path, anchor) {
				t.Errorf("%s: link %q: %s has no heading with that anchor", page, target, file)
			}
		}
	}
}

// TestCodePaths checks that every repository path a page writes as code
// (`game/session/keys.go`, `render/...`) exists, so a page cannot go on
// naming a file that was moved or removed.
func TestCodePaths(t *testing.T) {
	root := repofile.Root(t)
	for _, page := range pages(t) {
		text := fence.ReplaceAllString(string(repofile.Read(t, page)), "")
		for _, m := range codePath.FindAllStringSubmatch(text, -1) {
			path := strings.TrimSuffix(m[1], "/...") // a package and those under it
			if _, err := os.Stat(filepath.Join(root, filepath.FromSlash(path))); err != nil {
				t.Errorf("%s: `%s` does not exist", page, m[1])
			}
		}
	}
}

// hasAnchor reports whether the Markdown file at path has a heading whose
// GitHub anchor is anchor: the heading's text lowercased, code marks and
// punctuation dropped, spaces made hyphens.
func hasAnchor(t *testing.T, path, anchor string) bool {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(string(data), "\n") {
		heading := strings.TrimLeft(line, "#")
		if heading == line || !strings.HasPrefix(heading, " ") {
			continue
		}
		if slug(strings.TrimSpace(heading)) == anchor {
			return true
		}
	}
	return false
}

// slug is GitHub's anchor for a heading's text.
func slug(heading string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(heading) {
		switch {
		case r == ' ':
			b.WriteByte('-')
		case r == '-' || r == '_' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127:
			b.WriteRune(r)
		}
	}
	return b.String()
}

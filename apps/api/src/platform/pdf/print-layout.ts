import { PRINT_FONT_FAMILIES } from './print-fonts';

/** Where the renderer puts a print's logo for the layout to read, under the compiler's root (a file only the compiler sees). */
export const LOGO_FILE = { png: 'print-logo.png', jpg: 'print-logo.jpg' } as const;

/**
 * The one layout of every print, in Typst. The document arrives as JSON in `sys.inputs.data` and
 * every text is placed as a string value, never parsed as markup, so no customer's text can change
 * the layout. A4; the first language sets the direction (Arabic first: right to left, the table's
 * columns and the header mirrored); each line reads in the direction of its first letter, so an
 * Arabic line in an English print keeps its order with its figures.
 */
export const PRINT_LAYOUT = String.raw`
#let doc = json(bytes(sys.inputs.data))
#let is-rtl = doc.languages.first() == "ar"
#let start-side = if is-rtl { right } else { left }
#let end-side = if is-rtl { left } else { right }
#let side(a) = if a == "end" { end-side } else if a == "center" { center } else { start-side }

#let ink = rgb("#1f2328")
#let muted = rgb("#5f6b7a")
#let rule = rgb("#d5dae1")
#let shade = rgb("#f1f3f6")
#let accent = rgb("#24364b")

#set document(title: doc.title.replace("\n", " · "), date: none)
#set page(
  paper: "a4",
  margin: (x: 16mm, top: 15mm, bottom: 18mm),
  footer: context {
    set text(size: 7.5pt, fill: muted)
    // Figures read left to right in an Arabic print too ('1 / 2', not '2 / 1').
    if counter(page).final().first() > 1 { align(center, text(dir: ltr, counter(page).display("1 / 1", both: true))) }
  },
)
#set text(
  font: (${PRINT_FONT_FAMILIES.map((family) => `"${family}"`).join(', ')}),
  fallback: false,
  size: 9pt,
  fill: ink,
  lang: if is-rtl { "ar" } else { "en" },
  dir: if is-rtl { rtl } else { ltr },
  number-width: "tabular",
  // One line box for both fonts (the Naskh's own is taller), so a label and its amount share a baseline.
  top-edge: 0.72em,
  bottom-edge: 0pt,
)
#set par(leading: 0.6em, spacing: 0.55em, justify: false)
// Naskh letters are small beside Noto Sans at one size: Arabic runs a size up, on the same line box.
#show regex("\p{Arabic}(?:[\p{Arabic}\p{Mn}\u{200C}\u{200D} ]*[\p{Arabic}\p{Mn}])?"): set text(size: 1.14em, top-edge: 0.72em / 1.14)

// A line is a paragraph of its own, in the direction of its first letter; lines split at "\n".
#let arabic-first = regex("^[^\\p{L}]*\\p{Arabic}")
#let text-line(s) = if s.match(arabic-first) != none { text(lang: "ar", dir: rtl, s) } else { text(lang: "en", dir: ltr, s) }
#let lines(s, at) = {
  set align(at)
  for (i, l) in s.split("\n").enumerate() {
    if i > 0 { parbreak() }
    text-line(l)
  }
}

// Header: the logo at the start (the workshop's name where it has none), the title at the end, a rule under both.
#grid(
  columns: (1fr, auto),
  column-gutter: 12pt,
  align: (start-side + horizon, end-side + horizon),
  if doc.logo != none { image("/" + doc.logo, height: 18mm, fit: "contain") } else { text(size: 13pt, weight: "bold", fill: accent, lines(doc.issuer, start-side)) },
  text(size: 17pt, weight: "bold", fill: accent, lines(doc.title, end-side)),
)
#v(4pt)
#line(length: 100%, stroke: 1.4pt + accent)
#v(8pt)

// The parties: supplier, recipient, the document's number and dates; each one's first line in bold.
#if doc.parties.len() > 0 {
  grid(
    columns: (1fr,) * calc.min(doc.parties.len(), 3),
    column-gutter: 14pt,
    row-gutter: 12pt,
    ..doc.parties.map(p => block(width: 100%, {
      text(size: 7.5pt, weight: "bold", fill: muted, lines(p.heading, start-side))
      v(2pt)
      for (i, l) in p.lines.enumerate() {
        if i > 0 { parbreak() }
        if i == 0 { text(weight: "bold", lines(l, start-side)) } else { lines(l, start-side) }
      }
    })),
  )
  v(12pt)
}

// A table: a shaded header row repeated on every page, ruled rows, amounts at the end side.
#let ruled-table(t) = table(
  columns: t.widths.map(w => if w == "fill" { 1fr } else { auto }),
  inset: (x: 6pt, y: 5.5pt),
  stroke: (x, y) => (bottom: if y == 0 { 0.9pt + accent } else { 0.5pt + rule }),
  fill: (x, y) => if y == 0 { shade },
  table.header(..t.columns.map(c => table.cell(align: horizon, text(size: 8pt, weight: "bold", lines(c.text, side(c.align)))))),
  ..t.rows.flatten().map(c => table.cell(align: top, lines(c.text, side(c.align)))),
)
#if doc.table.columns.len() > 0 {
  ruled-table(doc.table)
  v(10pt)
}

// Sections under the table (a job card's concerns, its checklist): a heading, then a table or lines.
#for s in doc.sections {
  block(breakable: true, {
    text(size: 7.5pt, weight: "bold", fill: muted, lines(s.heading, start-side))
    v(3pt)
    if s.table != none { ruled-table(s.table) }
    for (i, l) in s.lines.enumerate() {
      if i > 0 { parbreak() }
      lines(l, start-side)
    }
  })
  v(10pt)
}

// Notes at the start, the totals box at the end, its last row the grand total.
#let notes = if doc.notes.len() > 0 {
  text(size: 7.5pt, weight: "bold", fill: muted, lines(doc.labels.notes, start-side))
  v(2pt)
  for (i, n) in doc.notes.enumerate() {
    if i > 0 { parbreak() }
    text(fill: muted, lines(n, start-side))
  }
}
#let totals = if doc.totals.len() > 0 {
  let last = doc.totals.len() - 1
  block(stroke: 0.6pt + rule, radius: 2pt, clip: true, width: 100%, table(
    columns: (1fr, auto),
    inset: (x: 8pt, y: 5.5pt),
    stroke: (x, y) => if y == last { (top: 0.9pt + accent) } else { (bottom: 0.5pt + rule) },
    fill: (x, y) => if y == last { shade },
    ..doc.totals.enumerate().map(((i, t)) => {
      let weight = if i == last { "bold" } else { "regular" }
      let size = if i == last { 10.5pt } else { 9pt }
      (
        table.cell(align: horizon, text(weight: weight, size: size, lines(t.label, start-side))),
        table.cell(align: horizon, text(weight: weight, size: size, lines(t.amount, end-side))),
      )
    }).flatten(),
  ))
}
#block(breakable: false, grid(columns: (1fr, 44%), column-gutter: 18pt, notes, totals))

// The foot of the last page: the QR code at the start, the signature lines at the end.
#v(1fr)
#block(breakable: false, {
  v(16pt)
  grid(
    columns: (auto, 1fr) + (56mm,) * doc.signatures.len(),
    column-gutter: 10mm,
    align: bottom,
    if doc.qr != none { image(bytes(doc.qr), format: "svg", width: 27mm) } else { [] },
    [],
    ..doc.signatures.map(signature => {
      v(14mm)
      line(length: 100%, stroke: 0.6pt + ink)
      v(3pt)
      text(size: 8pt, fill: muted, lines(signature, center))
    }),
  )
})
`;

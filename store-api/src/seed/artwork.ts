/**
 * Competition artwork drawn as SVG (nothing can be downloaded here): a gradient sky-and-water scene per
 * category with a simple motif and the prize title, so every card looks designed rather than grey.
 */
export type Motif = 'fish' | 'reel' | 'coins' | 'boat' | 'car' | 'bolt';

const PALETTES: Record<Motif, [string, string, string]> = {
  fish: ['#0b4f6c', '#20a39e', '#ffba49'],
  reel: ['#1b3a2f', '#4f9d69', '#f2b632'],
  coins: ['#3d2c00', '#c98f12', '#ffe08a'],
  boat: ['#08324a', '#2f80a6', '#f4f1de'],
  car: ['#2b2d42', '#8d99ae', '#ef233c'],
  bolt: ['#3c096c', '#9d4edd', '#ffd60a'],
};

const MOTIFS: Record<Motif, (accent: string) => string> = {
  fish: (a) =>
    `<g transform="translate(400 330)"><path d="M-170 0c60-90 200-100 280-20l70-60v160l-70-60c-80 80-220 70-280-20Z" fill="${a}"/><circle cx="-110" cy="-12" r="12" fill="#14201d"/><path d="M-20-70c20 30 20 110 0 140" stroke="#14201d" stroke-width="6" fill="none" opacity=".35"/></g>`,
  reel: (a) =>
    `<g transform="translate(400 320)"><line x1="-260" y1="120" x2="240" y2="-170" stroke="#f4f1de" stroke-width="10" stroke-linecap="round"/><circle r="80" fill="${a}"/><circle r="44" fill="none" stroke="#14201d" stroke-width="10"/><rect x="60" y="-12" width="70" height="24" rx="12" fill="#14201d"/><path d="M240-170q60 120 10 300" stroke="#f4f1de" stroke-width="3" fill="none"/></g>`,
  coins: (a) =>
    `<g transform="translate(400 360)">${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="${(i % 2) * 40 - 20}" cy="${-i * 34}" rx="120" ry="34" fill="${a}" stroke="#7a5a00" stroke-width="6"/>`).join('')}<text y="-122" text-anchor="middle" font-size="64" font-weight="800" fill="#7a5a00" font-family="Arial, sans-serif">£</text></g>`,
  boat: (a) =>
    `<g transform="translate(400 340)"><path d="M-200 20h400l-60 80h-280Z" fill="${a}"/><rect x="-40" y="-140" width="12" height="160" fill="#14201d"/><path d="M-28-140l150 130h-150Z" fill="#f4f1de" opacity=".9"/><path d="M-40-120l-120 110h120Z" fill="#ffffff" opacity=".7"/></g>`,
  car: (a) =>
    `<g transform="translate(400 350)"><path d="M-220 40v-50q10-40 60-50l60-60q20-20 60-20h120q40 0 70 30l50 50q60 10 70 60v40Z" fill="${a}"/><circle cx="-130" cy="50" r="44" fill="#14201d"/><circle cx="130" cy="50" r="44" fill="#14201d"/><path d="M-90-70h90v60h-150Zm110 0h80l60 60h-140Z" fill="#dbe7f0" opacity=".85"/></g>`,
  bolt: (a) =>
    `<g transform="translate(400 320)"><path d="M30-190l-150 210h100l-40 180 170-230h-110Z" fill="${a}" stroke="#14201d" stroke-width="6"/><circle cx="-170" cy="-100" r="16" fill="${a}" opacity=".6"/><circle cx="180" cy="90" r="22" fill="${a}" opacity=".5"/></g>`,
};

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function wrap(title: string, max = 26): string[] {
  const lines: string[] = [];
  for (const word of title.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= max) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.slice(0, 2);
}

export function competitionArtwork(title: string, motif: Motif): string {
  const [deep, mid, accent] = PALETTES[motif];
  const id = motif;
  const lines = wrap(title)
    .map(
      (line, index) =>
        `<text x="400" y="${520 + index * 46}" text-anchor="middle" font-family="Montserrat, Arial, sans-serif" font-size="40" font-weight="800" fill="#ffffff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600" role="img" aria-label="${escapeXml(title)}">
<defs><linearGradient id="sky-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${mid}"/><stop offset="1" stop-color="${deep}"/></linearGradient>
<linearGradient id="fade-${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".55"/></linearGradient></defs>
<rect width="800" height="600" fill="url(#sky-${id})"/>
<circle cx="640" cy="110" r="70" fill="${accent}" opacity=".35"/>
<path d="M0 420q100-30 200 0t200 0 200 0 200 0V600H0Z" fill="#ffffff" opacity=".08"/>
<path d="M0 450q100-30 200 0t200 0 200 0 200 0V600H0Z" fill="#ffffff" opacity=".08"/>
${MOTIFS[motif](accent)}
<rect y="420" width="800" height="180" fill="url(#fade-${id})"/>
${lines}
</svg>`;
}

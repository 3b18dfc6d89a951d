import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '@shop/shared-contracts';
import { fetchPriority } from '../shared/fetchPriority';
import { PicturePlaceholder } from '../shared/ui';
import { focusRing } from '@shop/remote-kit';

const Frame = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  border-radius: ${theme.radius.medium};
  background: ${theme.color.brandLight};
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;
const Thumbs = styled.ul`
  display: flex;
  gap: 8px;
  margin: 10px 0 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
`;
const Thumb = styled.button<{ $active: boolean }>`
  flex: 0 0 auto;
  width: 72px;
  height: 54px;
  padding: 0;
  border: 3px solid ${(p) => (p.$active ? theme.color.brand : 'transparent')};
  border-radius: ${theme.radius.small};
  background: none;
  cursor: pointer;
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
  ${focusRing}
`;
const Nav = styled.button`
  position: absolute;
  top: 50%;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.9);
  color: ${theme.color.brandDark};
  font-size: 1.4rem;
  transform: translateY(-50%);
  cursor: pointer;
  ${focusRing}
`;

/** The prize pictures: the main image first, then the gallery; arrow keys and buttons move between them. */
export function Gallery({ title, image, gallery }: { title: string; image: string; gallery: readonly string[] }) {
  const pictures = [...new Set([image, ...gallery].filter(Boolean))];
  const [index, setIndex] = useState(0);
  const count = pictures.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  const current = pictures[index];
  // Arrow keys move between pictures while focus is on any of the gallery's buttons.
  const onArrow = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight') go(index + 1);
    if (event.key === 'ArrowLeft') go(index - 1);
  };
  return (
    <div role="group" aria-label={`${title}: pictures`} data-testid="competition-gallery">
      <Frame>
        {current ? (
          <img
            src={current}
            alt={count > 1 ? `${title}, picture ${index + 1} of ${count}` : title}
            width={800}
            height={600}
            {...fetchPriority('high')}
            decoding={index === 0 ? 'sync' : 'async'}
          />
        ) : (
          <PicturePlaceholder role="img" aria-label={title} />
        )}
        {count > 1 ? (
          <>
            <Nav
              type="button"
              data-first-tap="gallery-previous"
              style={{ left: 10 }}
              aria-label="Previous picture"
              onClick={() => go(index - 1)}
              onKeyDown={onArrow}
            >
              ‹
            </Nav>
            <Nav type="button" data-first-tap="gallery-next" style={{ right: 10 }} aria-label="Next picture" onClick={() => go(index + 1)} onKeyDown={onArrow}>
              ›
            </Nav>
          </>
        ) : null}
      </Frame>
      {count > 1 ? (
        <Thumbs>
          {pictures.map((src, i) => (
            <li key={src}>
              <Thumb
                type="button"
                data-first-tap={`gallery-picture-${i + 1}`}
                $active={i === index}
                aria-label={`Show picture ${i + 1}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                onKeyDown={onArrow}
              >
                <img src={src} alt="" loading="lazy" width={72} height={54} />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      ) : null}
    </div>
  );
}

/** `pnpm --filter @shop/store-api simulate-instant-win [competitionId]`: push a demo notice to the running realtime database. */
import { getCompetition } from '../domain/competitions';
import { createNoticeWriter } from '../realtime/noticeWriter';
import { openStore, rtdbPort, runCommand } from './common';

runCommand(async () => {
  const db = openStore();
  const competition = getCompetition(db, Number(process.argv[2] ?? 104));
  db.close();
  if (!competition) throw new Error('no such competition');
  const writer = createNoticeWriter(rtdbPort);
  const notice = {
    main_id: competition.id,
    title: competition.title,
    image: competition.image,
    prize: competition.instant_wins[0]?.title ?? '£10 Site Credit',
    user: 'Danny',
  };
  await writer.push(notice);
  await writer.close();
  console.log(`Notice written to instant-wins on 127.0.0.1:${rtdbPort}: ${JSON.stringify(notice)}`);
});

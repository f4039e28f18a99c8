-- Badge volume for the user-view plans (docs/performance.md, "User view and likes"), on a seeded database:
-- every profile gets likes and conversations, and profile 1 (the demo login emma@amora.test) receives
-- 1,000 likes (200 new) and has 100 conversations, a few of them with blocked members.
-- psql -v ON_ERROR_STOP=1 -f bench/user-view-data.sql <database>
begin;
-- Background: ~20 likes given by every profile to random others (no self-likes; duplicates skipped).
insert into likes (liker_profile_id, liked_profile_id, source, is_new, created_at)
select p.id, 1 + ((p.id::bigint * 7919 + g * 104729) % (select max(id) from profiles)), 'profile', g % 5 = 0,
       now() - (g || ' hours')::interval
from profiles p, generate_series(1, 20) g
where 1 + ((p.id::bigint * 7919 + g * 104729) % (select max(id) from profiles)) <> p.id
on conflict do nothing;
-- Profile 1 receives 1,000 likes, 200 of them new.
insert into likes (liker_profile_id, liked_profile_id, source, is_new, created_at)
select id, 1, 'swipe', id % 5 = 0, now() - (id || ' minutes')::interval
from profiles where id between 3 and 1002
on conflict (liker_profile_id, liked_profile_id) do update set is_new = excluded.is_new;
-- Background blocks: one in four profiles blocks another (the anti-joins must read only the member's).
insert into blocks (blocker_profile_id, blocked_profile_id)
select p.id, 1 + ((p.id::bigint * 15485863) % (select max(id) from profiles)) from profiles p
where p.id % 4 = 0 and p.id > 200 and 1 + ((p.id::bigint * 15485863) % (select max(id) from profiles)) not in (1, p.id)
on conflict do nothing;
-- Profile 1 blocks 10 of its likers; 5 others block it.
insert into blocks (blocker_profile_id, blocked_profile_id) select 1, id from profiles where id between 10 and 100 and id % 10 = 0
on conflict do nothing;
insert into blocks (blocker_profile_id, blocked_profile_id) select id, 1 from profiles where id between 105 and 125 and id % 5 = 0
on conflict do nothing;
-- Profile 1's 100 conversations (profiles 3..102, some of them blocked), unread 0..3, 5 deleted.
with c as (
  insert into conversations (low_profile_id, high_profile_id, started_by_profile_id)
  select 1, id, id from profiles where id between 3 and 102 returning id, high_profile_id
)
insert into conversation_members (conversation_id, profile_id, other_profile_id, unread, last_message_at, deleted_at)
select id, 1, high_profile_id, high_profile_id % 4, now() - (high_profile_id || ' minutes')::interval,
       case when high_profile_id % 20 = 0 then now() end from c
union all
select id, high_profile_id, 1, 0, now(), null from c;
-- Background conversations: 10 for each of 5,000 other profiles.
with c as (
  insert into conversations (low_profile_id, high_profile_id, started_by_profile_id)
  select p.id, p.id + g, p.id from profiles p, generate_series(1, 10) g
  where p.id between 200 and 5200 and p.id + g <= (select max(id) from profiles)
  on conflict do nothing returning id, low_profile_id, high_profile_id
)
insert into conversation_members (conversation_id, profile_id, other_profile_id, unread, last_message_at)
select id, low_profile_id, high_profile_id, id % 3, now() from c
union all
select id, high_profile_id, low_profile_id, 0, now() from c;
commit;
vacuum (analyze) likes, blocks, conversations, conversation_members;

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavigationType, useNavigationType } from 'react-router';
import { toast } from 'sonner';
import { buttonClasses } from '../../../components/ui/button/button-classes';
import { usePathTo } from '../../../config/paths';
import { meQueryKey, useMe } from '../../../features/auth/api/get-me';
import { RequireSignIn } from '../../../features/auth/components/require-sign-in';
import { CreateVideoForm, type CreateMode } from '../../../features/generate/components/create-video-form';
import { GenerationFailure } from '../../../features/generate/components/generation-failure';
import { GenerationProgress } from '../../../features/generate/components/generation-progress';
import { InsufficientCreditsDialog } from '../../../features/generate/components/insufficient-credits-dialog';
import type { GenerationEvents, GenerationRequest } from '../../../features/generate/hooks/generation-controller';
import { formatMessage, isActiveStatus, type Message } from '../../../features/generate/hooks/generation-machine';
import { useGeneration } from '../../../features/generate/hooks/use-generation';
import { videosQueryKey } from '../../../features/videos/api/get-videos';
import { track } from '../../../lib/analytics';
import { VideoShowcase } from './video-showcase';

/** Create video (signed in): the form, then the progress screen, then the generated video. */
export default function CreatePage() {
  return (
    <RequireSignIn>
      <SignedInCreate />
    </RequireSignIn>
  );
}

function SignedInCreate() {
  const me = useMe();
  if (!me.data) return null;
  // One generation machine per user: a new sign-in starts from what the server says.
  return <CreateScreens key={me.data.id} userId={me.data.id} credits={me.data.credits} />;
}

function Heading({ title, description }: { title: string; description?: string }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {description ? <p className="mt-3 text-lg text-pretty text-muted">{description}</p> : null}
    </header>
  );
}

function CreateScreens({ userId, credits }: { userId: string; credits: number }) {
  const { t } = useTranslation();
  const pathTo = usePathTo();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<CreateMode>('url');
  const events = useMemo<GenerationEvents>(
    () => ({
      onCreditsChanged: () => {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      },
      onVideoReady: () => {
        void queryClient.invalidateQueries({ queryKey: videosQueryKey });
        void queryClient.invalidateQueries({ queryKey: ['jobs'] });
      },
      onNotice: (message: Message, tone) => void (tone === 'error' ? toast.error : toast.info)(formatMessage(t, message)),
    }),
    [queryClient, t],
  );
  // Opened by a link ("New video", "Create video"), the page is for a new video; reloaded (or
  // reached with Back), it shows again the video this tab just made.
  const navigationType = useNavigationType();
  const { state, controller } = useGeneration(userId, events, { keepFinished: navigationType !== NavigationType.Push });

  useEffect(() => {
    if (!state.justCompleted) return;
    toast.success(t('generation.ready.toast'), { id: 'video-ready' });
    controller.acknowledgeCompletion();
  }, [state.justCompleted, controller, t]);

  // Spec §3's generation events: each attempt, and what the user did about too few credits.
  const lastSource = useRef<GenerationRequest['source']>('url');
  const startGeneration = async (request: GenerationRequest) => {
    lastSource.current = request.source;
    await controller.start(request);
    const after = controller.getState();
    const success = isActiveStatus(after.status);
    const errorReason = success ? null : after.insufficientCredits ? 'insufficient_credits' : after.errorType;
    const title = (request.source === 'url' ? request.body.video_title : request.input.title) ?? null;
    track({ name: 'video_generation_attempt', properties: { generation_type: request.source, success, error_reason: errorReason, video_title: title, user_credits_before: credits } });
    if (after.insufficientCredits) track({ name: 'insufficient_credits', properties: { generation_type: request.source, credits_available: credits, credits_needed: 1, user_action: 'shown' } });
  };
  const closeCreditsDialog = (action: 'buy_clicked' | 'dismissed') => {
    track({ name: 'insufficient_credits', properties: { generation_type: lastSource.current, credits_available: credits, credits_needed: 1, user_action: action } });
    controller.dismissInsufficientCredits();
  };

  const switchToManual = () => {
    controller.dismissError();
    setMode('manual');
    toast.info(t('generation.failures.switched'));
  };

  let screen;
  if (state.isRestoring || (state.status === 'completed' && !state.result)) {
    screen = (
      <p role="status" className="py-16 text-center text-muted">
        {t('generation.restoring')}
      </p>
    );
  } else if (state.status === 'completed' && state.result) {
    const result = state.result;
    screen = (
      <>
        <Heading title={t('generation.ready.title')} description={state.title ?? undefined} />
        <VideoShowcase
          videoId={result.videoId}
          videoUrl={result.videoUrl}
          posterUrl={result.posterUrl}
          title={state.title ?? t('generation.ready.title')}
          onFormatJob={(jobId) => controller.followNew(jobId)}
          actions={
            <>
              <button type="button" onClick={() => controller.clear()} className={buttonClasses('secondary')}>
                {t('generation.ready.createAnother')}
              </button>
              <Link to={pathTo('videos')} className={buttonClasses('secondary')}>
                {t('generation.progress.myVideos')}
              </Link>
            </>
          }
        />
      </>
    );
  } else if (isActiveStatus(state.status)) {
    screen = (
      <>
        <Heading title={t('generation.progress.heading')} />
        <GenerationProgress state={state} onCancel={() => void controller.cancel()} onRetry={() => controller.retryPolling()} videosHref={pathTo('videos')} />
      </>
    );
  } else {
    screen = (
      <>
        <Heading title={t('pages.create.title')} description={t('create.subtitle')} />
        <GenerationFailure state={state} onSwitchToManual={switchToManual} onDismiss={() => controller.dismissError()} />
        <div className="rounded-3xl border border-border bg-surface p-5 shadow-sm sm:p-8">
          <CreateVideoForm
            mode={mode}
            onModeChange={setMode}
            canSubmit={state.status !== 'starting'}
            isSubmitting={state.status === 'starting'}
            serverError={state.errorType === 'request' && state.error ? { message: formatMessage(t, state.error), field: state.errorField } : null}
            credits={credits}
            onSubmit={(request) => void startGeneration(request)}
          />
        </div>
      </>
    );
  }

  const isWide = state.status === 'completed' && Boolean(state.result);
  return (
    <div className={`mx-auto px-4 py-10 sm:px-6 sm:py-14 ${isWide ? 'max-w-6xl' : 'max-w-3xl'}`}>
      {screen}
      <InsufficientCreditsDialog open={state.insufficientCredits} onClose={closeCreditsDialog} />
    </div>
  );
}
